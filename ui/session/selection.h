#pragma once

#include <QObject>
#include <QStringList>

namespace podcad {

class Document;
struct ChangeEvent;

// What the person has selected (devices, racks, links), shared by both views, the inspector and
// the actions. It lives beside the document, not in a window: it follows the document's changes
// (Document::aboutToNotify, before any view hears of the edit), so an object that a removal or an
// undo takes away has left the selection by the time anyone reads it.
class Selection final : public QObject
{
    Q_OBJECT
public:
    // Why the selection changed. Views that follow the document (scenes, inspector) take an
    // Edit change with the edit's own Document::changed, so that one edit refreshes them once.
    enum class Cause { Picked, Edit };
    Q_ENUM(Cause)

    explicit Selection(Document *document, QObject *parent = nullptr);

    const QStringList &ids() const { return mIds; }
    bool isEmpty() const { return mIds.isEmpty(); }
    bool contains(const QString &id) const;
    // Sorted, without duplicates; emits changed() when that differs from before.
    void set(QStringList ids) { assign(std::move(ids), Cause::Picked); }
    void clear() { set({}); }

Q_SIGNALS:
    void changed(const QStringList &ids, podcad::Selection::Cause cause);

private:
    void assign(QStringList ids, Cause cause);
    void follow(const ChangeEvent &event);

    Document *mDocument;
    QStringList mIds;
};

} // namespace podcad
