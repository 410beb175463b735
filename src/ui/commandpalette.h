#pragma once

#include <QDialog>
#include <QPointer>
#include <vector>

class QAction;
class QLineEdit;
class QListWidget;
class QMenuBar;

// Ctrl+K: every enabled menu action in one filterable list, so anything
// the menus can do is a few keystrokes away. Typing filters (every word must
// appear in "Menu › Action"), Up/Down move, Enter runs the action, Escape
// closes. The list is read from the menu bar each time it opens, so actions
// added later (snapshot, alert, cost actions) are in it too.
class CommandPalette final : public QDialog
{
    Q_OBJECT
  public:
    struct Entry
    {
        QString path; // "View › Clear Selection", without mnemonics
        QString shortcut;
        QPointer<QAction> action;
    };
    // The enabled, visible actions of the menu bar's menus and submenus.
    static std::vector<Entry> collect(const QMenuBar *bar);
    static bool matches(const QString &path, const QString &query);

    CommandPalette(const QMenuBar *bar, QWidget *parent);
    QLineEdit *filter() const { return m_filter; }
    QListWidget *list() const { return m_list; }

  protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

  private:
    void refill();
    void runCurrent();

    std::vector<Entry> m_entries;
    QLineEdit *m_filter;
    QListWidget *m_list;
};
