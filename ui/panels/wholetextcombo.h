#pragma once

#include <QComboBox>

namespace podcad {

// A combo box whose items stay readable in a narrow dock (issue 39: at 1280x720 the Inspector's
// feed field showed "From its PDU, else 415 V 60 A 3-ph"): its popup opens as wide as its widest
// item (within the screen), and when the chosen item is cut in the box, its tooltip gives the
// whole text first, over what the field's own tooltip says. A cut text ends in "..." in the box,
// so that a figure cut short ("14.0" of "14.05 m") is not read as a figure.
class WholeTextCombo final : public QComboBox
{
    Q_OBJECT
public:
    explicit WholeTextCombo(QWidget *parent = nullptr);

    // Whether the chosen item's text is wider than the box shows.
    bool currentTextCut() const;
    // The chosen item's text as the box shows it: whole, or cut with an ellipsis at its end.
    QString shownText() const;
    // The tooltip shown now: the chosen item's whole text when it is cut, then toolTip().
    QString wholeToolTip() const;
    // How wide the popup opens: its widest item with the list's frame and scroll bar, at least
    // the box's width, at most the screen's.
    int popupWidth() const;

    void showPopup() override;

protected:
    bool event(QEvent *event) override;
    void paintEvent(QPaintEvent *event) override;

private:
    QRect textField() const;
};

} // namespace podcad
