#include "variablebar.h"

#include "liveworkspace.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QToolButton>
#include <QVBoxLayout>
#include <QWidgetAction>

namespace {
constexpr int kAllRole = Qt::UserRole + 1;

QStringList visibleNames(const Dashboard &d)
{
    QStringList names;
    for (const auto &v : d.variables)
        if (!v.hidden)
            names << v.name;
    return names;
}

const DashboardVariable *variableNamed(const Dashboard &d, const QString &name)
{
    for (const auto &v : d.variables)
        if (v.name == name)
            return &v;
    return nullptr;
}

// The choices a picker lists: the loaded ones, or the picks while none are.
QStringList choicesOf(const DashboardVariable &v)
{
    if (!v.options.isEmpty())
        return v.options;
    QStringList picks = v.current;
    picks.removeAll(QLatin1String(DashboardVariable::kAll));
    return picks;
}
} // namespace

VariableBar::VariableBar(LiveWorkspace *workspace, QWidget *parent)
    : QWidget(parent), m_workspace(workspace), m_layout(new QHBoxLayout(this)),
      m_problem(new QLabel(this))
{
    setObjectName(QStringLiteral("variableBar"));
    m_layout->setContentsMargins(4, 2, 4, 2);
    m_problem->setObjectName(QStringLiteral("variableProblem"));
    connect(m_workspace, &LiveWorkspace::variablesChanged, this, &VariableBar::refresh);
    connect(m_workspace, &LiveWorkspace::modeChanged, this, &VariableBar::refresh);
    connect(m_workspace, &LiveWorkspace::variableProblem, this, &VariableBar::showProblem);
    rebuild();
}

QString VariableBar::summary(const DashboardVariable &v)
{
    if (v.isAll())
        return tr("All");
    const QStringList picked = v.selectedValues();
    if (picked.isEmpty())
        return tr("None");
    if (picked.size() <= 3)
        return picked.join(QStringLiteral(", "));
    return tr("%1 of %2").arg(picked.size()).arg(v.options.size());
}

void VariableBar::rebuild()
{
    while (QLayoutItem *item = m_layout->takeAt(0)) {
        if (QWidget *w = item->widget(); w && w != m_problem)
            w->deleteLater();
        delete item;
    }
    m_pickers.clear();
    m_problems.clear();
    const Dashboard &d = m_workspace->dashboard();
    m_names = visibleNames(d);
    for (const QString &name : m_names) {
        const DashboardVariable *v = variableNamed(d, name);
        auto *label = new QLabel(v->displayName(), this);
        QWidget *picker = makePicker(*v);
        label->setBuddy(picker);
        m_layout->addWidget(label);
        m_layout->addWidget(picker);
        m_layout->addSpacing(12);
        m_pickers.emplace_back(picker);
    }
    m_layout->addWidget(m_problem);
    m_layout->addStretch(1);
    refresh();
    emit visibilityWanted(!m_names.isEmpty());
}

QWidget *VariableBar::makePicker(const DashboardVariable &v)
{
    const QString name = v.name;
    if (!v.multi) {
        auto *combo = new QComboBox(this);
        combo->setObjectName(QStringLiteral("variable_") + name);
        combo->setAccessibleName(v.displayName());
        combo->setSizeAdjustPolicy(QComboBox::AdjustToContents);
        combo->setMinimumContentsLength(6);
        connect(combo, &QComboBox::activated, this, [this, combo, name](int index) {
            const bool all = combo->itemData(index, kAllRole).toBool();
            m_workspace->selectVariable(name,
                                        all ? QStringList{QLatin1String(DashboardVariable::kAll)}
                                            : QStringList{combo->itemText(index)});
        });
        return combo;
    }
    auto *button = new QToolButton(this);
    button->setObjectName(QStringLiteral("variable_") + name);
    button->setAccessibleName(v.displayName());
    button->setPopupMode(QToolButton::InstantPopup);
    button->setToolButtonStyle(Qt::ToolButtonTextOnly);
    button->setMinimumWidth(fontMetrics().horizontalAdvance(QLatin1Char('x')) * 10);
    auto *menu = new QMenu(button);
    auto *action = new QWidgetAction(menu);
    auto *box = new QWidget(menu);
    auto *column = new QVBoxLayout(box);
    column->setContentsMargins(6, 6, 6, 6);
    auto *filter = new QLineEdit(box);
    filter->setObjectName(QStringLiteral("filter"));
    filter->setPlaceholderText(tr("Filter"));
    filter->setClearButtonEnabled(true);
    auto *list = new QListWidget(box);
    list->setObjectName(QStringLiteral("choices"));
    list->setMinimumWidth(220);
    column->addWidget(filter);
    column->addWidget(list);
    action->setDefaultWidget(box);
    menu->addAction(action);
    button->setMenu(menu);
    connect(filter, &QLineEdit::textChanged, list, [list](const QString &text) {
        for (int i = 0; i < list->count(); ++i)
            list->setRowHidden(i, !list->item(i)->data(kAllRole).toBool() &&
                                      !list->item(i)->text().contains(text, Qt::CaseInsensitive));
    });
    // "All" and single choices exclude each other, as in Grafana.
    connect(list, &QListWidget::itemChanged, list, [list](QListWidgetItem *changed) {
        if (changed->checkState() != Qt::Checked)
            return;
        const bool all = changed->data(kAllRole).toBool();
        const QSignalBlocker block(list);
        for (int i = 0; i < list->count(); ++i) {
            QListWidgetItem *item = list->item(i);
            if (item != changed && (all || item->data(kAllRole).toBool()))
                item->setCheckState(Qt::Unchecked);
        }
    });
    // Applied once, when the list closes: ticking five hosts fetches once.
    connect(menu, &QMenu::aboutToHide, this, [this, list, name, filter] {
        QStringList picked;
        for (int i = 0; i < list->count(); ++i) {
            const QListWidgetItem *item = list->item(i);
            if (item->checkState() != Qt::Checked)
                continue;
            if (item->data(kAllRole).toBool()) {
                picked = QStringList{QLatin1String(DashboardVariable::kAll)};
                break;
            }
            picked << item->text();
        }
        filter->clear();
        const DashboardVariable *v = variableNamed(m_workspace->dashboard(), name);
        if (v && picked != v->current)
            m_workspace->selectVariable(name, picked);
    });
    connect(menu, &QMenu::aboutToShow, filter, [filter] { filter->setFocus(); });
    return button;
}

void VariableBar::fillCombo(QWidget *picker, const DashboardVariable &v)
{
    auto *combo = static_cast<QComboBox *>(picker);
    const QSignalBlocker block(combo);
    combo->clear();
    if (v.includeAll) {
        combo->addItem(tr("All"));
        combo->setItemData(0, true, kAllRole);
    }
    combo->addItems(choicesOf(v));
    const int index = v.isAll() ? 0 : combo->findText(v.selectedValues().value(0));
    combo->setCurrentIndex(std::max(0, index));
}

void VariableBar::fillMulti(QWidget *picker, const DashboardVariable &v)
{
    auto *button = static_cast<QToolButton *>(picker);
    button->setText(summary(v));
    button->setToolTip(v.isAll() ? tr("All values of %1").arg(v.displayName())
                                 : v.selectedValues().join(QLatin1Char('\n')));
    QMenu *menu = button->menu();
    auto *list = menu->findChild<QListWidget *>(QStringLiteral("choices"));
    if (!list || menu->isVisible())
        return; // never change the list under the user's pointer
    const QSignalBlocker block(list);
    list->clear();
    const QStringList picked = v.selectedValues();
    if (v.includeAll) {
        auto *all = new QListWidgetItem(tr("All"), list);
        all->setData(kAllRole, true);
        all->setCheckState(v.isAll() ? Qt::Checked : Qt::Unchecked);
    }
    for (const QString &choice : choicesOf(v)) {
        auto *item = new QListWidgetItem(choice, list);
        item->setCheckState(!v.isAll() && picked.contains(choice) ? Qt::Checked : Qt::Unchecked);
    }
}

void VariableBar::refresh()
{
    const Dashboard &d = m_workspace->dashboard();
    if (visibleNames(d) != m_names) {
        rebuild();
        return;
    }
    const bool replay = m_workspace->isReplay();
    for (std::size_t i = 0; i < m_pickers.size(); ++i) {
        QWidget *picker = m_pickers[i];
        const DashboardVariable *v = variableNamed(d, m_names.value(qsizetype(i)));
        if (!picker || !v)
            continue;
        if (v->multi)
            fillMulti(picker, *v);
        else
            fillCombo(picker, *v);
        picker->setEnabled(!replay);
        if (replay)
            picker->setToolTip(tr("As picked when the snapshot was taken"));
    }
    if (m_workspace->isLoadingVariables()) {
        m_problem->setText(tr("Loading choices…"));
        m_problem->setToolTip({});
    } else if (!m_problems.isEmpty()) {
        m_problem->setText(tr("⚠ %1").arg(m_problems.last()));
        m_problem->setToolTip(m_problems.join(QLatin1Char('\n')));
    } else {
        m_problem->clear();
        m_problem->setToolTip({});
    }
}

void VariableBar::showProblem(const QString &name, const QString &message)
{
    Q_UNUSED(name);
    if (!m_problems.contains(message))
        m_problems << message;
    refresh();
}
