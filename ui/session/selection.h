#pragma once

#include <QObject>
#include <QStringList>

namespace podcad {

class Document;
struct ChangeEvent;

// What the person has selected (devices, racks, links), shared by both views, the inspector and
// the actions. It lives beside the document, not in a window: it follows the document's changes,
// so an object that a removal or an undo takes away leaves the selection at once.
class Selection final : public QObject
{
    Q_OBJECT
public:
    explicit Selection(Document *document, QObject *parent = nullptr);

    const QStringList &ids() const { return mIds; }
    bool isEmpty() const { return mIds.isEmpty(); }
    bool contains(const QString &id) const;
    // Sorted, without duplicates; emits changed() when that differs from before.
    void set(QStringList ids);
    void clear() { set({}); }

Q_SIGNALS:
    void changed(const QStringList &ids);

private:
    void follow(const ChangeEvent &event);

    Document *mDocument;
    QStringList mIds;
};

} // namespace podcad
