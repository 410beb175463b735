#include "commandpalette.h"

#include <QAction>
#include <QCoreApplication>
#include <QKeyEvent>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QMenuBar>
#include <QTimer>
#include <QVBoxLayout>

namespace {
QString plain(QString text)
{
    // "&Open…" -> "Open…", "Save && Quit" -> "Save & Quit".
    text.replace(QLatin1String("&&"), QStringLiteral("\x01"));
    text.remove(QLatin1Char('&'));
    text.replace(QStringLiteral("\x01"), QStringLiteral("&"));
    return text;
}

void walk(const QMenu *menu, const QString &prefix, std::vector<CommandPalette::Entry> &out)
{
    for (QAction *a : menu->actions()) {
        if (a->isSeparator() || !a->isVisible() || !a->isEnabled())
            continue;
        const QString path = CommandPalette::tr("%1 › %2").arg(prefix, plain(a->text()));
        if (a->menu()) {
            walk(a->menu(), path, out);
            continue;
        }
        out.push_back({path, a->shortcut().toString(QKeySequence::NativeText), a});
    }
}
} // namespace

std::vector<CommandPalette::Entry> CommandPalette::collect(const QMenuBar *bar)
{
    std::vector<Entry> out;
    for (QAction *top : bar->actions())
        if (top->menu() && top->isVisible() && top->isEnabled())
            walk(top->menu(), plain(top->text()), out);
    return out;
}

bool CommandPalette::matches(const QString &path, const QString &query)
{
    for (const QString &word : query.split(QLatin1Char(' '), Qt::SkipEmptyParts))
        if (!path.contains(word, Qt::CaseInsensitive))
            return false;
    return true;
}

CommandPalette::CommandPalette(const QMenuBar *bar, QWidget *parent)
    : QDialog(parent), m_entries(collect(bar)), m_filter(new QLineEdit(this)),
      m_list(new QListWidget(this))
{
    setWindowTitle(tr("Command Palette"));
    setAttribute(Qt::WA_DeleteOnClose);
    m_filter->setPlaceholderText(tr("Type to find an action…"));
    m_filter->setAccessibleName(tr("Find an action"));
    m_list->setAccessibleName(tr("Actions"));
    m_list->setUniformItemSizes(true);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_filter);
    layout->addWidget(m_list);
    resize(560, 420);
    m_filter->installEventFilter(this);
    connect(m_filter, &QLineEdit::textChanged, this, &CommandPalette::refill);
    connect(m_filter, &QLineEdit::returnPressed, this, &CommandPalette::runCurrent);
    connect(m_list, &QListWidget::itemActivated, this, &CommandPalette::runCurrent);
    refill();
}

void CommandPalette::refill()
{
    m_list->clear();
    for (std::size_t i = 0; i < m_entries.size(); ++i) {
        const Entry &e = m_entries[i];
        if (!e.action || !matches(e.path, m_filter->text()))
            continue;
        auto *item = new QListWidgetItem(
            e.shortcut.isEmpty() ? e.path : tr("%1   (%2)").arg(e.path, e.shortcut), m_list);
        item->setData(Qt::UserRole, int(i));
    }
    m_list->setCurrentRow(m_list->count() > 0 ? 0 : -1);
}

void CommandPalette::runCurrent()
{
    const QListWidgetItem *item = m_list->currentItem();
    if (!item)
        return;
    const QPointer<QAction> action =
        m_entries[std::size_t(item->data(Qt::UserRole).toInt())].action;
    accept();
    // After the palette has closed, so a dialog the action opens is on top.
    if (action)
        QTimer::singleShot(0, action, [action] {
            if (action)
                action->trigger();
        });
}

bool CommandPalette::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_filter && event->type() == QEvent::KeyPress) {
        const int key = static_cast<QKeyEvent *>(event)->key();
        if (key == Qt::Key_Down || key == Qt::Key_Up || key == Qt::Key_PageDown ||
            key == Qt::Key_PageUp) {
            QCoreApplication::sendEvent(m_list, event);
            return true;
        }
    }
    return QDialog::eventFilter(watched, event);
}
