#include "pricetablemodel.h"

#include <QColor>
#include <QGuiApplication>
#include <QLocale>
#include <QPalette>

#include <cmath>

namespace {
// Shortest text that reads back as the same double: an unedited table comes
// back from the dialog exactly as it went in.
QString exact(double v)
{
    return QString::number(v, 'g', QLocale::FloatingPointShortest);
}

// Money to four places without trailing zeros: 2.7, 1.0625, 12.29.
QString money(double v)
{
    QString s = QString::number(v, 'f', 4);
    while (s.endsWith(QLatin1Char('0')))
        s.chop(1);
    if (s.endsWith(QLatin1Char('.')))
        s.chop(1);
    return s;
}

std::optional<double> number(const QString &text)
{
    bool ok = false;
    const double v = text.toDouble(&ok);
    return ok && std::isfinite(v) ? std::optional<double>(v) : std::nullopt;
}
} // namespace

PriceTableModel::PriceTableModel(Kind kind, QObject *parent)
    : QAbstractTableModel(parent), m_kind(kind)
{
}

void PriceTableModel::setSkuModel(const PriceTableModel *skus)
{
    m_skus = skus;
    connect(skus, &QAbstractItemModel::dataChanged, this, &PriceTableModel::recheckAll);
    connect(skus, &QAbstractItemModel::rowsInserted, this, &PriceTableModel::recheckAll);
    connect(skus, &QAbstractItemModel::rowsRemoved, this, &PriceTableModel::recheckAll);
    connect(skus, &QAbstractItemModel::modelReset, this, &PriceTableModel::recheckAll);
    recheckAll();
}

void PriceTableModel::setCurrency(const QString &currency)
{
    m_currency = currency;
    if (m_kind == Kind::Skus)
        emit headerDataChanged(Qt::Horizontal, PricePerHourColumn, PricePerGpuHourColumn);
}

void PriceTableModel::setTable(const PriceTable &table)
{
    beginResetModel();
    m_rows.clear();
    if (m_kind == Kind::Skus) {
        for (auto it = table.skus().cbegin(); it != table.skus().cend(); ++it) {
            const SkuPrice &p = it.value();
            m_rows.append({it.key(), PriceTable::gpusText(p.gpus), exact(p.pricePerHour), QString(),
                           p.gpuModel, p.gpuMemoryGiB == 0 ? QString() : exact(p.gpuMemoryGiB)});
        }
    } else {
        const auto &map = m_kind == Kind::Nodes ? table.nodeSkus() : table.modelSkus();
        for (auto it = map.cbegin(); it != map.cend(); ++it)
            m_rows.append({it.key(), it.value()});
    }
    endResetModel();
}

void PriceTableModel::applyTo(PriceTable *table) const
{
    for (int r = 0; r < rowCount(); ++r) {
        bool sound = true;
        for (int c = 0; c < columnCount(); ++c)
            sound = sound && problem(r, c).isEmpty();
        if (!sound)
            continue;
        if (m_kind == Kind::Skus) {
            const QString memory = cell(r, GpuMemoryColumn);
            table->setSku(cell(r, SkuNameColumn),
                          {*PriceTable::gpusFromText(cell(r, GpusColumn)),
                           *number(cell(r, PricePerHourColumn)), cell(r, GpuModelColumn),
                           memory.isEmpty() ? 0.0 : *number(memory)});
        } else if (m_kind == Kind::Nodes) {
            table->setNodeSku(cell(r, MappingNameColumn), cell(r, MappingSkuColumn));
        } else {
            table->setModelSku(cell(r, MappingNameColumn), cell(r, MappingSkuColumn));
        }
    }
}

bool PriceTableModel::nameIsRepeated(int row) const
{
    const QString name = cell(row, 0);
    for (int r = 0; r < rowCount(); ++r)
        if (r != row && cell(r, 0) == name)
            return true;
    return false;
}

QString PriceTableModel::skuProblem(int row, int column) const
{
    const QString text = cell(row, column);
    // An amount: a number, not negative; only the price must be there.
    auto amount = [&text](bool required) -> QString {
        if (text.isEmpty() && !required)
            return {};
        const auto v = number(text);
        if (!v)
            return tr("must be a number");
        return *v < 0 ? tr("must not be negative") : QString();
    };
    switch (column) {
    case SkuNameColumn:
        if (text.isEmpty())
            return tr("an SKU needs a name");
        return nameIsRepeated(row) ? tr("%1 is listed more than once").arg(text) : QString();
    case GpusColumn: {
        const auto gpus = PriceTable::gpusFromText(text);
        if (!gpus)
            return tr("must be a number or a fraction such as 1/6");
        // A VM without a GPU has no per-GPU price.
        return *gpus <= 0 ? tr("must be more than zero") : QString();
    }
    case PricePerHourColumn:
        return amount(true);
    case GpuMemoryColumn:
        return amount(false);
    default:
        return {};
    }
}

QString PriceTableModel::mappingProblem(int row, int column) const
{
    const QString text = cell(row, column);
    if (column == MappingNameColumn) {
        if (text.isEmpty())
            return m_kind == Kind::Nodes ? tr("a node needs a name")
                                         : tr("a GPU model needs a name");
        return nameIsRepeated(row) ? tr("%1 is listed more than once").arg(text) : QString();
    }
    if (text.isEmpty())
        return tr("name an SKU from the SKUs tab");
    if (m_skus && !m_skus->skuNames().contains(text))
        return tr("SKU %1 is not in the SKUs tab").arg(text);
    return {};
}

QString PriceTableModel::problem(int row, int column) const
{
    if (row < 0 || row >= rowCount() || column < 0 || column >= columnCount())
        return {};
    return m_kind == Kind::Skus ? skuProblem(row, column) : mappingProblem(row, column);
}

QStringList PriceTableModel::problems() const
{
    QStringList out;
    for (int r = 0; r < rowCount(); ++r) {
        for (int c = 0; c < columnCount(); ++c) {
            const QString why = problem(r, c);
            if (!why.isEmpty())
                out << tr("Row %1, %2: %3")
                           .arg(r + 1)
                           .arg(headerData(c, Qt::Horizontal).toString(), why);
        }
    }
    return out;
}

QStringList PriceTableModel::skuNames() const
{
    QStringList names;
    for (const QStringList &row : m_rows)
        names << row.value(SkuNameColumn);
    return names;
}

int PriceTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int PriceTableModel::columnCount(const QModelIndex &parent) const
{
    if (parent.isValid())
        return 0;
    return m_kind == Kind::Skus ? int(SkuColumnCount) : int(MappingColumnCount);
}

QVariant PriceTableModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || !checkIndex(index))
        return {};
    const int r = index.row(), c = index.column();
    const bool computed = m_kind == Kind::Skus && c == PricePerGpuHourColumn;
    switch (role) {
    case Qt::DisplayRole:
    case Qt::EditRole:
        if (computed) {
            if (!skuProblem(r, GpusColumn).isEmpty() ||
                !skuProblem(r, PricePerHourColumn).isEmpty())
                return QString();
            return money(*number(cell(r, PricePerHourColumn)) /
                         *PriceTable::gpusFromText(cell(r, GpusColumn)));
        }
        return cell(r, c);
    case Qt::ToolTipRole:
        return computed ? tr("Price per VM hour ÷ GPUs per VM") : problem(r, c);
    case Qt::BackgroundRole:
        return problem(r, c).isEmpty() ? QVariant() : QVariant(QColor(0xf8, 0xd7, 0xda));
    case Qt::ForegroundRole:
        // Muted: worked out, not typed. Dark text on the light red, whatever the palette.
        if (computed)
            return QGuiApplication::palette().color(QPalette::PlaceholderText);
        return problem(r, c).isEmpty() ? QVariant() : QVariant(QColor(0x58, 0x15, 0x1c));
    case Qt::TextAlignmentRole: {
        const bool numeric = m_kind == Kind::Skus && c != SkuNameColumn && c != GpuModelColumn;
        return numeric ? QVariant(Qt::AlignRight | Qt::AlignVCenter) : QVariant();
    }
    default:
        return {};
    }
}

bool PriceTableModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (role != Qt::EditRole || !(flags(index) & Qt::ItemIsEditable))
        return false;
    const QString text = value.toString().trimmed();
    if (text == cell(index.row(), index.column()))
        return true;
    m_rows[index.row()][index.column()] = text;
    recheckAll();
    return true;
}

Qt::ItemFlags PriceTableModel::flags(const QModelIndex &index) const
{
    if (!index.isValid() || !checkIndex(index))
        return Qt::NoItemFlags;
    if (m_kind == Kind::Skus && index.column() == PricePerGpuHourColumn)
        return Qt::ItemIsEnabled | Qt::ItemIsSelectable;
    return Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemIsEditable;
}

QVariant PriceTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return QAbstractTableModel::headerData(section, orientation, role);
    if (role == Qt::ToolTipRole && m_kind == Kind::Skus && section == GpusColumn)
        return tr("GPUs in one VM; a fraction such as 1/6 for a partitioned GPU");
    if (role != Qt::DisplayRole)
        return {};
    if (m_kind != Kind::Skus) {
        if (section == MappingNameColumn)
            return m_kind == Kind::Nodes ? tr("Node") : tr("GPU model name");
        return section == MappingSkuColumn ? tr("SKU") : QVariant();
    }
    switch (section) {
    case SkuNameColumn:
        return tr("SKU");
    case GpusColumn:
        return tr("GPUs per VM");
    case PricePerHourColumn:
        return m_currency.isEmpty() ? tr("Price per VM hour")
                                    : tr("Price per VM hour (%1)").arg(m_currency);
    case PricePerGpuHourColumn:
        return m_currency.isEmpty() ? tr("Price per GPU-hour")
                                    : tr("Price per GPU-hour (%1)").arg(m_currency);
    case GpuModelColumn:
        return tr("GPU model");
    case GpuMemoryColumn:
        return tr("GPU memory (GiB)");
    default:
        return {};
    }
}

bool PriceTableModel::insertRows(int row, int count, const QModelIndex &parent)
{
    if (parent.isValid() || row < 0 || row > rowCount() || count < 1)
        return false;
    beginInsertRows(parent, row, row + count - 1);
    const QStringList blank = m_kind == Kind::Skus
                                  ? QStringList{QString(), QStringLiteral("1"), QString(),
                                                QString(), QString(),           QString()}
                                  : QStringList{QString(), QString()};
    for (int i = 0; i < count; ++i)
        m_rows.insert(row, blank);
    endInsertRows();
    recheckAll();
    return true;
}

bool PriceTableModel::removeRows(int row, int count, const QModelIndex &parent)
{
    if (parent.isValid() || row < 0 || count < 1 || row + count > rowCount())
        return false;
    beginRemoveRows(parent, row, row + count - 1);
    m_rows.remove(row, count);
    endRemoveRows();
    recheckAll();
    return true;
}

void PriceTableModel::recheckAll()
{
    if (rowCount() > 0)
        emit dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1));
}
