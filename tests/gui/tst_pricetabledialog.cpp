#include "pricetabledialog.h"
#include "pricetablemodel.h"

#include <QAbstractItemModelTester>
#include <QColor>
#include <QDialogButtonBox>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTableView>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>

namespace {
// The dialog's parts, found as a test or a screen reader would.
struct Parts
{
    explicit Parts(PriceTableDialog &dlg)
        : skuView(dlg.findChild<QTableView *>(QStringLiteral("skuTable"))),
          nodeView(dlg.findChild<QTableView *>(QStringLiteral("nodeTable"))),
          skus(qobject_cast<PriceTableModel *>(skuView->model())),
          nodes(qobject_cast<PriceTableModel *>(nodeView->model())),
          ok(dlg.findChild<QDialogButtonBox *>(QStringLiteral("buttons"))
                 ->button(QDialogButtonBox::Ok)),
          problems(dlg.findChild<QLabel *>(QStringLiteral("problems"))),
          fileStatus(dlg.findChild<QLabel *>(QStringLiteral("fileStatus"))),
          currency(dlg.findChild<QLineEdit *>(QStringLiteral("currency"))),
          tabs(dlg.findChild<QTabWidget *>(QStringLiteral("tabs")))
    {
    }

    int skuRow(const QString &sku) const
    {
        for (int r = 0; r < skus->rowCount(); ++r)
            if (skus->index(r, PriceTableModel::SkuNameColumn).data() == sku)
                return r;
        return -1;
    }
    QModelIndex sku(const QString &name, int column) const
    {
        return skus->index(skuRow(name), column);
    }

    QTableView *skuView, *nodeView;
    PriceTableModel *skus, *nodes;
    QPushButton *ok;
    QLabel *problems, *fileStatus;
    QLineEdit *currency;
    QTabWidget *tabs;
};

const QString kT4x4 = QStringLiteral("Standard_NC64as_T4_v3");

QString writeFile(const QTemporaryDir &dir, const QString &name, const QByteArray &text)
{
    QFile f(dir.filePath(name));
    if (!f.open(QIODevice::WriteOnly) || f.write(text) != text.size())
        return {};
    return f.fileName();
}
} // namespace

class TestPriceTableDialog : public QObject
{
    Q_OBJECT
  private slots:
    void modelsPassTheTesterFromEmpty()
    {
        // Each kind on its own, the tester attached before the model holds a row.
        PriceTableModel skus(PriceTableModel::Kind::Skus);
        PriceTableModel nodes(PriceTableModel::Kind::Nodes);
        PriceTableModel models(PriceTableModel::Kind::Models);
        QAbstractItemModelTester skuTester(&skus,
                                           QAbstractItemModelTester::FailureReportingMode::QtTest);
        QAbstractItemModelTester nodeTester(&nodes,
                                            QAbstractItemModelTester::FailureReportingMode::QtTest);
        QAbstractItemModelTester modelTester(
            &models, QAbstractItemModelTester::FailureReportingMode::QtTest);
        nodes.setSkuModel(&skus);
        models.setSkuModel(&skus);
        PriceTable table = PriceTable::defaults();
        table.setNodeSku(QStringLiteral("aks-gpu-0"), kT4x4);
        skus.setTable(table);
        nodes.setTable(table);
        models.setTable(table);
        skus.setCurrency(QStringLiteral("EUR"));
        QCOMPARE(skus.rowCount(), int(table.skus().size()));
        QCOMPARE(nodes.rowCount(), 1);
        QCOMPARE(models.rowCount(), int(table.modelSkus().size()));
        QCOMPARE(nodes.index(0, PriceTableModel::MappingSkuColumn).data(), kT4x4);

        // A new SKU typed in, then the mapped one renamed away: the mapping
        // is marked, and a rename back clears it.
        QVERIFY(skus.insertRows(0, 1));
        QVERIFY(skus.setData(skus.index(0, PriceTableModel::SkuNameColumn),
                             QStringLiteral("Standard_Test_v1")));
        int t4 = -1;
        for (int r = 0; r < skus.rowCount(); ++r)
            if (skus.index(r, PriceTableModel::SkuNameColumn).data() == kT4x4)
                t4 = r;
        QVERIFY(t4 >= 0);
        QVERIFY(skus.setData(skus.index(t4, PriceTableModel::SkuNameColumn),
                             QStringLiteral("Standard_Renamed")));
        QVERIFY(!nodes.problem(0, PriceTableModel::MappingSkuColumn).isEmpty());
        QVERIFY(skus.setData(skus.index(t4, PriceTableModel::SkuNameColumn), kT4x4));
        QVERIFY(nodes.problem(0, PriceTableModel::MappingSkuColumn).isEmpty());
        QVERIFY(nodes.insertRows(1, 2));
        QVERIFY(nodes.removeRows(0, 3));
        QCOMPARE(nodes.rowCount(), 0);
        QVERIFY(skus.removeRows(0, 2));
        QVERIFY(models.removeRows(0, 1));
        // An empty table empties every model.
        skus.setTable(PriceTable());
        nodes.setTable(PriceTable());
        models.setTable(PriceTable());
        QCOMPARE(skus.rowCount(), 0);
        QCOMPARE(models.rowCount(), 0);
    }

    void modelsPassTheTester()
    {
        PriceTableDialog dlg(PriceTable::defaults());
        Parts parts(dlg);
        QAbstractItemModelTester skuTester(parts.skus,
                                           QAbstractItemModelTester::FailureReportingMode::QtTest);
        QAbstractItemModelTester nodeTester(parts.nodes,
                                            QAbstractItemModelTester::FailureReportingMode::QtTest);
        dlg.addRow();
        parts.skus->setData(parts.skus->index(0, PriceTableModel::PricePerHourColumn),
                            QStringLiteral("2"));
        parts.skus->removeRows(0, 2);
        parts.tabs->setCurrentIndex(1);
        dlg.addRow();
        dlg.resetToDefaults();
    }

    void unchangedTableComesBackEqual()
    {
        PriceTableDialog dlg(PriceTable::defaults());
        Parts parts(dlg);
        QVERIFY(dlg.isValid());
        QVERIFY(parts.ok->isEnabled());
        QVERIFY(!parts.problems->isVisibleTo(&dlg));
        QCOMPARE(dlg.table(), PriceTable::defaults());
        QCOMPARE(
            parts.sku(QStringLiteral("Standard_NV6ads_A10_v5"), PriceTableModel::GpusColumn).data(),
            QStringLiteral("1/6"));
    }

    void editingAPriceUpdatesThePerGpuPrice()
    {
        PriceTableDialog dlg(PriceTable::defaults());
        Parts parts(dlg);
        dlg.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dlg));
        QCOMPARE(parts.sku(kT4x4, PriceTableModel::PricePerGpuHourColumn).data(),
                 QStringLiteral("1.0625"));
        // Typed into the cell as a user would: F2, text, Enter.
        const QModelIndex price = parts.sku(kT4x4, PriceTableModel::PricePerHourColumn);
        parts.skuView->setFocus();
        parts.skuView->setCurrentIndex(price);
        QTest::keyClick(parts.skuView, Qt::Key_F2);
        auto *editor = parts.skuView->viewport()->findChild<QLineEdit *>();
        QVERIFY(editor);
        editor->selectAll();
        QTest::keyClicks(editor, QStringLiteral("8.5"));
        QTest::keyClick(editor, Qt::Key_Return);
        // The delegate commits on the next turn of the event loop.
        QTRY_COMPARE(price.data(), QStringLiteral("8.5"));
        QCOMPARE(parts.sku(kT4x4, PriceTableModel::PricePerGpuHourColumn).data(),
                 QStringLiteral("2.125"));
        // The computed column is not editable.
        QVERIFY(!(parts.sku(kT4x4, PriceTableModel::PricePerGpuHourColumn).flags() &
                  Qt::ItemIsEditable));
        QCOMPARE(dlg.table().sku(kT4x4)->pricePerHour, 8.5);
        QVERIFY(parts.ok->isEnabled());
    }

    void negativePriceMarksTheCellAndDisablesOk()
    {
        PriceTableDialog dlg(PriceTable::defaults());
        Parts parts(dlg);
        const QModelIndex price = parts.sku(kT4x4, PriceTableModel::PricePerHourColumn);
        QVERIFY(parts.skus->setData(price, QStringLiteral("-1")));
        QCOMPARE(price.data(Qt::BackgroundRole).value<QColor>(), QColor(0xf8, 0xd7, 0xda));
        QVERIFY2(price.data(Qt::ToolTipRole).toString().contains(QStringLiteral("negative")),
                 qPrintable(price.data(Qt::ToolTipRole).toString()));
        QVERIFY(!parts.ok->isEnabled());
        QVERIFY(!dlg.isValid());
        QVERIFY(parts.problems->isVisibleTo(&dlg));
        QVERIFY2(parts.problems->text().contains(QStringLiteral("must not be negative")),
                 qPrintable(parts.problems->text()));
        QVERIFY(parts.problems->text().contains(QStringLiteral("Row %1").arg(price.row() + 1)));
        // FLEETSCOPE_SCREENSHOTS=DIR keeps a picture of the dialog for review.
        if (const QString shots = qEnvironmentVariable("FLEETSCOPE_SCREENSHOTS");
            !shots.isEmpty()) {
            dlg.show();
            dlg.grab().save(shots + QStringLiteral("/pricetable.png"));
        }
        // No per-GPU price for a price that is not one.
        QCOMPARE(parts.sku(kT4x4, PriceTableModel::PricePerGpuHourColumn).data(), QString());
        // Other cells stay unmarked.
        QVERIFY(!parts.sku(kT4x4, PriceTableModel::GpusColumn).data(Qt::BackgroundRole).isValid());

        QVERIFY(parts.skus->setData(price, QStringLiteral("4")));
        QVERIFY(!price.data(Qt::BackgroundRole).isValid());
        QVERIFY(parts.ok->isEnabled());
        QVERIFY(!parts.problems->isVisibleTo(&dlg));
    }

    void otherBadCellsAreMarked_data()
    {
        QTest::addColumn<int>("column");
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("reason");
        QTest::newRow("gpus zero") << int(PriceTableModel::GpusColumn) << QStringLiteral("0")
                                   << QStringLiteral("more than zero");
        QTest::newRow("gpus word") << int(PriceTableModel::GpusColumn) << QStringLiteral("four")
                                   << QStringLiteral("fraction such as 1/6");
        QTest::newRow("gpus 1/0") << int(PriceTableModel::GpusColumn) << QStringLiteral("1/0")
                                  << QStringLiteral("fraction such as 1/6");
        QTest::newRow("price empty") << int(PriceTableModel::PricePerHourColumn) << QString()
                                     << QStringLiteral("must be a number");
        QTest::newRow("memory negative")
            << int(PriceTableModel::GpuMemoryColumn) << QStringLiteral("-16")
            << QStringLiteral("must not be negative");
        QTest::newRow("SKU empty")
            << int(PriceTableModel::SkuNameColumn) << QString() << QStringLiteral("needs a name");
        QTest::newRow("SKU repeated")
            << int(PriceTableModel::SkuNameColumn) << QStringLiteral("Standard_ND96asr_v4")
            << QStringLiteral("listed more than once");
    }

    void otherBadCellsAreMarked()
    {
        QFETCH(int, column);
        QFETCH(QString, text);
        QFETCH(QString, reason);
        PriceTableDialog dlg(PriceTable::defaults());
        Parts parts(dlg);
        const QModelIndex cell = parts.sku(kT4x4, column);
        QVERIFY(parts.skus->setData(cell, text));
        QVERIFY2(cell.data(Qt::ToolTipRole).toString().contains(reason),
                 qPrintable(cell.data(Qt::ToolTipRole).toString()));
        QVERIFY(cell.data(Qt::BackgroundRole).isValid());
        QVERIFY(!parts.ok->isEnabled());
        QVERIFY2(parts.problems->text().contains(reason), qPrintable(parts.problems->text()));
    }

    void fractionalGpusAreAccepted()
    {
        PriceTableDialog dlg(PriceTable::defaults());
        Parts parts(dlg);
        const QModelIndex gpus = parts.sku(kT4x4, PriceTableModel::GpusColumn);
        QVERIFY(parts.skus->setData(gpus, QStringLiteral(" 1/6 ")));
        QVERIFY(!gpus.data(Qt::BackgroundRole).isValid());
        QVERIFY(parts.ok->isEnabled());
        // 4.25 for a sixth of a GPU: 25.50 per whole GPU-hour.
        QCOMPARE(parts.sku(kT4x4, PriceTableModel::PricePerGpuHourColumn).data(),
                 QStringLiteral("25.5"));
        QCOMPARE(dlg.table().sku(kT4x4)->gpus, 1.0 / 6.0);
    }

    void mappingToAnUnknownSkuIsMarked()
    {
        PriceTable start = PriceTable::defaults();
        start.setNodeSku(QStringLiteral("aks-gpu-0"), kT4x4);
        PriceTableDialog dlg(start);
        Parts parts(dlg);
        QVERIFY(parts.ok->isEnabled());
        // Removing the SKU breaks the override on the other tab.
        parts.skuView->setCurrentIndex(parts.sku(kT4x4, 0));
        dlg.removeSelectedRows();
        QCOMPARE(parts.skuRow(kT4x4), -1);
        const QModelIndex sku = parts.nodes->index(0, PriceTableModel::MappingSkuColumn);
        QVERIFY(sku.data(Qt::BackgroundRole).isValid());
        QVERIFY2(sku.data(Qt::ToolTipRole).toString().contains(kT4x4),
                 qPrintable(sku.data(Qt::ToolTipRole).toString()));
        QVERIFY(!parts.ok->isEnabled());
        QVERIFY(!parts.tabs->tabIcon(1).isNull());
        QVERIFY(parts.problems->text().startsWith(parts.tabs->tabText(1)));
        QVERIFY(parts.nodes->setData(sku, QStringLiteral("Standard_ND96asr_v4")));
        QVERIFY(parts.ok->isEnabled());
        QVERIFY(parts.tabs->tabIcon(1).isNull());
    }

    void currencyIsAnIsoCode()
    {
        PriceTableDialog dlg(PriceTable::defaults());
        Parts parts(dlg);
        QTest::keyClick(parts.currency, Qt::Key_Backspace);
        QVERIFY(!parts.ok->isEnabled());
        QVERIFY(parts.problems->text().contains(QStringLiteral("three-letter")));
        parts.currency->clear();
        QTest::keyClicks(parts.currency, QStringLiteral("xyz"));
        QVERIFY(parts.problems->text().contains(QStringLiteral("XYZ is not")));
        QVERIFY(!parts.ok->isEnabled());
        parts.currency->clear();
        QTest::keyClicks(parts.currency, QStringLiteral("eur"));
        QVERIFY(parts.ok->isEnabled());
        // Typed in lower case, meant in upper case.
        QCOMPARE(dlg.table().currency(), QStringLiteral("EUR"));
        QCOMPARE(parts.skus->headerData(PriceTableModel::PricePerGpuHourColumn, Qt::Horizontal),
                 QStringLiteral("Price per GPU-hour (EUR)"));
    }

    void loadingABadFileKeepsTheTable()
    {
        QTemporaryDir dir;
        PriceTableDialog dlg(PriceTable::defaults());
        Parts parts(dlg);
        QVERIFY(parts.skus->setData(parts.sku(kT4x4, PriceTableModel::PricePerHourColumn),
                                    QStringLiteral("5")));
        const PriceTable before = dlg.table();
        const QString path = writeFile(dir, QStringLiteral("prices.json"), R"({
  "currency": "EUR",
  "skus": {
    "X": {"gpus": 2, "pricePerHour": -1}
  }
})");
        QVERIFY(!path.isEmpty());
        QVERIFY(!dlg.loadFile(path));
        QVERIFY(parts.fileStatus->isVisibleTo(&dlg));
        QVERIFY2(parts.fileStatus->text().contains(
                     QStringLiteral("prices.json:4: pricePerHour must not be negative")),
                 qPrintable(parts.fileStatus->text()));
        QCOMPARE(dlg.table(), before);
        QCOMPARE(parts.currency->text(), QStringLiteral("USD"));
        QVERIFY(!dlg.loadFile(dir.filePath(QStringLiteral("missing.json"))));
        QCOMPARE(dlg.table(), before);
    }

    void loadingAGoodFileReplacesTheTable()
    {
        QTemporaryDir dir;
        const QByteArray text = R"({
  "currency": "EUR",
  "replaceDefaults": true,
  "skus": {"Standard_NV12ads_A10_v5": {"gpus": "1/3", "pricePerHour": 0.9}},
  "nodes": {"aks-a10-0": "Standard_NV12ads_A10_v5"}
})";
        const QString path = writeFile(dir, QStringLiteral("eu.json"), text);
        PriceTableDialog dlg(PriceTable::defaults());
        Parts parts(dlg);
        QVERIFY(dlg.loadFile(path));
        QCOMPARE(dlg.table(), *PriceTable::parse(text, QStringLiteral("eu.json")));
        QCOMPARE(parts.skus->rowCount(), 1);
        QCOMPARE(parts.nodes->rowCount(), 1);
        QCOMPARE(parts.currency->text(), QStringLiteral("EUR"));
        QCOMPARE(parts.skus->index(0, PriceTableModel::PricePerGpuHourColumn).data(),
                 QStringLiteral("2.7"));
        QVERIFY(parts.ok->isEnabled());

        // What Save to File writes loads back as the same table.
        const QString saved = dir.filePath(QStringLiteral("saved.json"));
        QVERIFY(dlg.saveFile(saved));
        PriceTableDialog again(PriceTable::defaults());
        QVERIFY(again.loadFile(saved));
        QCOMPARE(again.table(), dlg.table());
    }

    void resetBringsBackTheDefaults()
    {
        PriceTable start;
        start.setCurrency(QStringLiteral("EUR"));
        start.setSku(QStringLiteral("X"), {2, 4, {}, 0});
        PriceTableDialog dlg(start);
        Parts parts(dlg);
        QVERIFY(parts.skus->setData(parts.skus->index(0, PriceTableModel::PricePerHourColumn),
                                    QStringLiteral("-3")));
        QVERIFY(!parts.ok->isEnabled());
        dlg.findChild<QPushButton *>(QStringLiteral("resetDefaults"))->click();
        QCOMPARE(dlg.table(), PriceTable::defaults());
        QVERIFY(parts.ok->isEnabled());
    }

    void tableReflectsEdits()
    {
        PriceTableDialog dlg(PriceTable::defaults());
        Parts parts(dlg);
        dlg.findChild<QPushButton *>(QStringLiteral("addRow"))->click();
        const int row = parts.skus->rowCount() - 1;
        // A new row shows what is missing and holds OK back until filled.
        QVERIFY(!parts.ok->isEnabled());
        auto set = [&](int column, const QString &text) {
            return parts.skus->setData(parts.skus->index(row, column), text);
        };
        QVERIFY(set(PriceTableModel::SkuNameColumn, QStringLiteral("Standard_NC40ads_H100_v5")));
        QVERIFY(set(PriceTableModel::PricePerHourColumn, QStringLiteral("6.98")));
        QVERIFY(set(PriceTableModel::GpuModelColumn, QStringLiteral("H100")));
        QVERIFY(set(PriceTableModel::GpuMemoryColumn, QStringLiteral("94")));
        QVERIFY2(parts.ok->isEnabled(), qPrintable(parts.problems->text()));
        parts.tabs->setCurrentIndex(1);
        dlg.addRow();
        QVERIFY(parts.nodes->setData(parts.nodes->index(0, 0), QStringLiteral("aks-h100-0")));
        QVERIFY(parts.nodes->setData(parts.nodes->index(0, 1),
                                     QStringLiteral("Standard_NC40ads_H100_v5")));
        QVERIFY(parts.ok->isEnabled());

        PriceTable expected = PriceTable::defaults();
        expected.setSku(QStringLiteral("Standard_NC40ads_H100_v5"),
                        {1, 6.98, QStringLiteral("H100"), 94});
        expected.setNodeSku(QStringLiteral("aks-h100-0"),
                            QStringLiteral("Standard_NC40ads_H100_v5"));
        QCOMPARE(dlg.table(), expected);
        parts.ok->click();
        QCOMPARE(dlg.result(), int(QDialog::Accepted));
    }
};

QTEST_MAIN(TestPriceTableDialog)
#include "tst_pricetabledialog.moc"
