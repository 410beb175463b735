#include "pricetabledialog.h"

#include "pricetablemodel.h"

#include <QCompleter>
#include <QDialogButtonBox>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QRegularExpression>
#include <QSaveFile>
#include <QSet>
#include <QStyle>
#include <QTableView>
#include <QTabWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace {
// The ISO 4217 codes Qt's locale data knows: enough to catch a typo ("UDS")
// without shipping a list of our own.
const QStringList &knownCurrencies()
{
    static const QStringList codes = [] {
        QSet<QString> set;
        const auto locales = QLocale::matchingLocales(QLocale::AnyLanguage, QLocale::AnyScript,
                                                      QLocale::AnyTerritory);
        for (const QLocale &l : locales)
            set.insert(l.currencySymbol(QLocale::CurrencyIsoCode));
        QStringList list(set.cbegin(), set.cend());
        list.removeIf([](const QString &c) { return c.size() != 3; });
        list.sort();
        return list;
    }();
    return codes;
}

QPushButton *button(const QString &text, const QString &accessibleName, const char *objectName,
                    QWidget *parent)
{
    auto *b = new QPushButton(text, parent);
    b->setAccessibleName(accessibleName);
    b->setObjectName(QLatin1String(objectName));
    return b;
}
} // namespace

PriceTableDialog::PriceTableDialog(const PriceTable &current, QWidget *parent)
    : QDialog(parent), m_skus(new PriceTableModel(PriceTableModel::Kind::Skus, this)),
      m_nodes(new PriceTableModel(PriceTableModel::Kind::Nodes, this)),
      m_models(new PriceTableModel(PriceTableModel::Kind::Models, this)),
      m_currency(new QLineEdit(this)), m_tabs(new QTabWidget(this)), m_problems(new QLabel(this)),
      m_fileStatus(new QLabel(this))
{
    setObjectName(QStringLiteral("PriceTableDialog"));
    setWindowTitle(tr("Prices"));
    resize(920, 520);
    m_nodes->setSkuModel(m_skus);
    m_models->setSkuModel(m_skus);

    auto *intro = new QLabel(
        tr("GPU-hours are priced by the VM size (SKU) of their node: the node's override "
           "below, else the instance type kube-state-metrics reports, else the SKU mapped to "
           "the GPU's model name."),
        this);
    intro->setWordWrap(true);

    m_currency->setObjectName(QStringLiteral("currency"));
    m_currency->setAccessibleName(tr("Currency"));
    m_currency->setMaxLength(3);
    m_currency->setPlaceholderText(QStringLiteral("USD"));
    auto *completer = new QCompleter(knownCurrencies(), m_currency);
    completer->setCaseSensitivity(Qt::CaseInsensitive);
    m_currency->setCompleter(completer);
    m_currency->setMaximumWidth(
        m_currency->fontMetrics().horizontalAdvance(QStringLiteral("WWWW")) + 24);
    auto *currencyLabel = new QLabel(tr("&Currency:"), this);
    currencyLabel->setBuddy(m_currency);
    auto *currencyRow = new QHBoxLayout;
    currencyRow->addWidget(currencyLabel);
    currencyRow->addWidget(m_currency);
    currencyRow->addWidget(new QLabel(tr("(ISO 4217 code; all prices are in it)"), this));
    currencyRow->addStretch();

    const struct
    {
        PriceTableModel *model;
        const char *objectName;
        QString title;
        QString accessibleName;
    } tabs[] = {
        {m_skus, "skuTable", tr("SKUs"), tr("SKU prices")},
        {m_nodes, "nodeTable", tr("Node Overrides"), tr("Node to SKU overrides")},
        {m_models, "modelTable", tr("GPU Models"), tr("GPU model to SKU mapping")},
    };
    m_tabs->setObjectName(QStringLiteral("tabs"));
    for (int i = 0; i < 3; ++i) {
        auto *view = new QTableView(m_tabs);
        view->setObjectName(QLatin1String(tabs[i].objectName));
        view->setAccessibleName(tabs[i].accessibleName);
        view->setModel(tabs[i].model);
        view->horizontalHeader()->setStretchLastSection(true);
        view->verticalHeader()->setDefaultSectionSize(view->fontMetrics().height() + 8);
        m_views[i] = view;
        m_tabs->addTab(view, tabs[i].title);
        connect(tabs[i].model, &QAbstractItemModel::dataChanged, this,
                &PriceTableDialog::updateProblems);
        connect(tabs[i].model, &QAbstractItemModel::rowsInserted, this,
                &PriceTableDialog::updateProblems);
        connect(tabs[i].model, &QAbstractItemModel::rowsRemoved, this,
                &PriceTableDialog::updateProblems);
        connect(tabs[i].model, &QAbstractItemModel::modelReset, this,
                &PriceTableDialog::updateProblems);
    }

    auto *add = button(tr("&Add Row"), tr("Add row"), "addRow", this);
    auto *remove = button(tr("&Remove Row"), tr("Remove selected rows"), "removeRow", this);
    auto *load = button(tr("&Load from File…"), tr("Load prices from a file"), "loadFile", this);
    m_save = button(tr("Sa&ve to File…"), tr("Save prices to a file"), "saveFile", this);
    auto *reset =
        button(tr("Reset to &Defaults"), tr("Reset to the built-in prices"), "resetDefaults", this);
    auto *rowButtons = new QHBoxLayout;
    rowButtons->addWidget(add);
    rowButtons->addWidget(remove);
    rowButtons->addStretch();
    rowButtons->addWidget(load);
    rowButtons->addWidget(m_save);
    rowButtons->addWidget(reset);

    m_problems->setObjectName(QStringLiteral("problems"));
    m_problems->setAccessibleName(tr("Problems"));
    m_problems->setWordWrap(true);
    m_problems->setStyleSheet(QStringLiteral("color:#9a0000;"));
    m_problems->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_fileStatus->setObjectName(QStringLiteral("fileStatus"));
    m_fileStatus->setAccessibleName(tr("File status"));
    m_fileStatus->setWordWrap(true);
    m_fileStatus->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_fileStatus->hide();

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->setObjectName(QStringLiteral("buttons"));
    m_ok = buttons->button(QDialogButtonBox::Ok);
    m_ok->setAccessibleName(tr("OK"));
    buttons->button(QDialogButtonBox::Cancel)->setAccessibleName(tr("Cancel"));

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addLayout(currencyRow);
    layout->addWidget(m_tabs, 1);
    layout->addWidget(m_problems);
    layout->addLayout(rowButtons);
    layout->addWidget(m_fileStatus);
    layout->addWidget(buttons);

    connect(add, &QPushButton::clicked, this, &PriceTableDialog::addRow);
    connect(remove, &QPushButton::clicked, this, &PriceTableDialog::removeSelectedRows);
    connect(reset, &QPushButton::clicked, this, &PriceTableDialog::resetToDefaults);
    connect(load, &QPushButton::clicked, this, [this] {
        const QString path = QFileDialog::getOpenFileName(
            this, tr("Load Prices"), QString(), tr("Price files (*.json);;All files (*)"));
        if (!path.isEmpty())
            loadFile(path);
    });
    connect(m_save, &QPushButton::clicked, this, [this] {
        const QString path =
            QFileDialog::getSaveFileName(this, tr("Save Prices"), QStringLiteral("prices.json"),
                                         tr("Price files (*.json);;All files (*)"));
        if (!path.isEmpty())
            saveFile(path);
    });
    // Codes are upper case and "eur" means EUR, but the text is only changed
    // once typing is done: rewriting it on every key fights the completer.
    connect(m_currency, &QLineEdit::editingFinished, this,
            [this] { m_currency->setText(m_currency->text().trimmed().toUpper()); });
    connect(m_currency, &QLineEdit::textChanged, this, [this](const QString &text) {
        m_skus->setCurrency(text.trimmed().toUpper());
        updateProblems();
    });
    connect(buttons, &QDialogButtonBox::accepted, this, [this] {
        if (isValid())
            accept();
    });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    setTable(current);
}

PriceTableDialog::~PriceTableDialog()
{
    // QDialog's destructor hides the dialog, which commits an open cell
    // editor into its model: this part of the dialog is gone by then.
    for (PriceTableModel *model : {m_skus, m_nodes, m_models})
        model->disconnect(this);
}

PriceTable PriceTableDialog::table() const
{
    PriceTable t;
    t.setCurrency(m_currency->text().trimmed().toUpper());
    m_skus->applyTo(&t);
    m_nodes->applyTo(&t);
    m_models->applyTo(&t);
    return t;
}

void PriceTableDialog::setTable(const PriceTable &table)
{
    m_currency->setText(table.currency());
    for (PriceTableModel *model : {m_skus, m_nodes, m_models})
        model->setTable(table);
    for (QTableView *view : m_views)
        view->resizeColumnsToContents();
    updateProblems();
}

QTableView *PriceTableDialog::currentView() const
{
    return m_views[std::clamp(m_tabs->currentIndex(), 0, 2)];
}

void PriceTableDialog::addRow()
{
    QTableView *view = currentView();
    QAbstractItemModel *model = view->model();
    const int row = model->rowCount();
    model->insertRows(row, 1);
    const QModelIndex first = model->index(row, 0);
    view->setCurrentIndex(first);
    view->scrollTo(first);
    view->setFocus();
    view->edit(first);
}

void PriceTableDialog::removeSelectedRows()
{
    QTableView *view = currentView();
    QList<int> rows;
    for (const QModelIndex &i : view->selectionModel()->selectedIndexes())
        rows << i.row();
    if (rows.isEmpty() && view->currentIndex().isValid())
        rows << view->currentIndex().row();
    std::sort(rows.begin(), rows.end(), std::greater<>());
    rows.erase(std::unique(rows.begin(), rows.end()), rows.end());
    for (int row : rows)
        view->model()->removeRows(row, 1);
}

bool PriceTableDialog::loadFile(const QString &path)
{
    const QString shown = QDir::toNativeSeparators(path);
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        showFileStatus(tr("Cannot read %1: %2").arg(shown, file.errorString()), true);
        return false;
    }
    // Named by its file name, so the message reads "prices.json:7: …".
    const auto parsed = PriceTable::parse(file.readAll(), QFileInfo(path).fileName());
    if (!parsed) {
        showFileStatus(tr("Nothing was loaded, the file has a problem: %1").arg(parsed.error()),
                       true);
        return false;
    }
    setTable(*parsed);
    showFileStatus(tr("Loaded %1.").arg(shown), false);
    return true;
}

bool PriceTableDialog::saveFile(const QString &path)
{
    const QString shown = QDir::toNativeSeparators(path);
    QSaveFile file(path);
    const QByteArray json = table().toJson();
    if (!file.open(QIODevice::WriteOnly) || file.write(json) != json.size() || !file.commit()) {
        showFileStatus(tr("Cannot save %1: %2").arg(shown, file.errorString()), true);
        return false;
    }
    showFileStatus(tr("Saved %1.").arg(shown), false);
    return true;
}

void PriceTableDialog::resetToDefaults()
{
    setTable(PriceTable::defaults());
    showFileStatus(tr("The built-in prices are back; OK keeps them."), false);
}

void PriceTableDialog::showFileStatus(const QString &text, bool isError)
{
    m_fileStatus->setText(text);
    m_fileStatus->setStyleSheet(isError ? QStringLiteral("color:#9a0000;") : QString());
    m_fileStatus->show();
}

QString PriceTableDialog::currencyProblem() const
{
    const QString code = m_currency->text().trimmed().toUpper();
    static const QRegularExpression threeLetters(QStringLiteral("^[A-Z]{3}$"));
    if (!threeLetters.match(code).hasMatch())
        return tr("the currency must be a three-letter ISO 4217 code such as USD or EUR");
    if (!knownCurrencies().contains(code))
        return tr("%1 is not an ISO 4217 currency code").arg(code);
    return {};
}

void PriceTableDialog::updateProblems()
{
    QStringList all;
    const QString currency = currencyProblem();
    if (!currency.isEmpty())
        all << currency;
    m_currency->setToolTip(currency);
    m_currency->setStyleSheet(currency.isEmpty()
                                  ? QString()
                                  : QStringLiteral("QLineEdit{background:#f8d7da;color:#58151c;}"));
    const QIcon warning = style()->standardIcon(QStyle::SP_MessageBoxWarning);
    for (int i = 0; i < 3; ++i) {
        const QStringList problems =
            static_cast<PriceTableModel *>(m_views[i]->model())->problems();
        // A mapping can go wrong on a tab not shown (its SKU was removed).
        m_tabs->setTabIcon(i, problems.isEmpty() ? QIcon() : warning);
        m_tabs->setTabToolTip(i, problems.join(QLatin1Char('\n')));
        for (const QString &p : problems)
            all << tr("%1: %2").arg(m_tabs->tabText(i), p);
    }
    m_problemCount = int(all.size());
    if (all.isEmpty())
        m_problems->clear();
    else if (all.size() == 1)
        m_problems->setText(all.first());
    else
        m_problems->setText(
            tr("%1 (and %n more problem(s))", "", int(all.size() - 1)).arg(all.first()));
    m_problems->setVisible(!all.isEmpty());
    if (m_ok)
        m_ok->setEnabled(all.isEmpty());
    m_save->setEnabled(all.isEmpty());
}
