#include "pricetable.h"

#include <QTest>

class TestPriceTable : public QObject
{
    Q_OBJECT
  private slots:
    void defaultsFollowTheReferenceList()
    {
        const PriceTable t = PriceTable::defaults();
        QCOMPARE(t.currency(), QStringLiteral("USD"));
        const SkuPrice *t4x4 = t.sku(QStringLiteral("Standard_NC64as_T4_v3"));
        QVERIFY(t4x4);
        QCOMPARE(t4x4->gpus, 4.0);
        // 4.25 $/h over 4 GPUs.
        QCOMPARE(t4x4->pricePerGpuHour(), 1.0625);
        const SkuPrice *a10Slice = t.sku(QStringLiteral("Standard_NV6ads_A10_v5"));
        QVERIFY(a10Slice);
        // 1/6 of an A10 for 0.45 $/h: a whole A10 at 2.70 $/h.
        QVERIFY(qFuzzyCompare(a10Slice->pricePerGpuHour(), 2.70));
        QCOMPARE(t.sku(QStringLiteral("Standard_ND96isr_H100_v5"))->pricePerGpuHour(), 12.29);
        // A VM without a GPU has no per-GPU price.
        QVERIFY(!t.sku(QStringLiteral("Standard_D16s_v5")));
        QCOMPARE(t.modelSku(QStringLiteral("NVIDIA A100-SXM4-40GB")),
                 QStringLiteral("Standard_ND96asr_v4"));
        QCOMPARE(t.modelSku(QStringLiteral("Tesla T4")), QStringLiteral("Standard_NC4as_T4_v3"));
    }

    void fileOverlaysTheDefaults()
    {
        const QByteArray text = R"({
  "currency": "EUR",
  "skus": {
    "Standard_NV12ads_A10_v5": {"gpus": "1/3", "pricePerHour": 0.9, "gpuModel": "A10",
                                "gpuMemoryGiB": 8},
    "Standard_NC4as_T4_v3": {"gpus": 1, "pricePerHour": 0.5}
  },
  "nodes": {"aks-gpu-0": "Standard_NV12ads_A10_v5"},
  "models": {"NVIDIA L4": "Standard_NC4as_T4_v3"}
})";
        const auto t = PriceTable::parse(text, QStringLiteral("prices.json"));
        QVERIFY2(t, qPrintable(t.error()));
        QCOMPARE(t->currency(), QStringLiteral("EUR"));
        QVERIFY(qFuzzyCompare(t->sku(QStringLiteral("Standard_NV12ads_A10_v5"))->gpus, 1.0 / 3.0));
        QVERIFY(qFuzzyCompare(t->sku(QStringLiteral("Standard_NV12ads_A10_v5"))->pricePerGpuHour(),
                              2.7));
        QCOMPARE(t->sku(QStringLiteral("Standard_NV12ads_A10_v5"))->gpuMemoryGiB, 8.0);
        QCOMPARE(t->sku(QStringLiteral("Standard_NC4as_T4_v3"))->pricePerHour, 0.5);
        // Untouched defaults stay.
        QCOMPARE(t->sku(QStringLiteral("Standard_ND96asr_v4"))->pricePerHour, 27.20);
        QCOMPARE(t->nodeSku(QStringLiteral("aks-gpu-0")),
                 QStringLiteral("Standard_NV12ads_A10_v5"));
        QCOMPARE(t->modelSku(QStringLiteral("NVIDIA L4")), QStringLiteral("Standard_NC4as_T4_v3"));
        QCOMPARE(t->modelSku(QStringLiteral("Tesla T4")), QStringLiteral("Standard_NC4as_T4_v3"));
    }

    void replaceDefaultsStartsEmpty()
    {
        const auto t = PriceTable::parse(
            R"({"replaceDefaults": true, "skus": {"X": {"gpus": 2, "pricePerHour": 4}}})",
            QStringLiteral("p.json"));
        QVERIFY2(t, qPrintable(t.error()));
        QCOMPARE(t->skus().size(), 1);
        QCOMPARE(t->sku(QStringLiteral("X"))->pricePerGpuHour(), 2.0);
    }

    void errorsNameTheLine_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("expected"); // the message starts with this

        QTest::newRow("negative price") << QByteArray(R"({
  "currency": "EUR",
  "skus": {
    "X": {"gpus": 2, "pricePerHour": -1}
  }
})") << QStringLiteral("prices.json:4: pricePerHour must not be negative");
        QTest::newRow("price not a number") << QByteArray(R"({
  "skus": {
    "X": {
      "gpus": 2,
      "pricePerHour": "cheap"
    }
  }
})") << QStringLiteral("prices.json:5: pricePerHour must be a number");
        QTest::newRow("zero GPUs") << QByteArray(R"({
  "skus": {
    "X": {
      "gpus": 0,
      "pricePerHour": 1
    }
  }
})") << QStringLiteral("prices.json:4: gpus must be more than zero");
        QTest::newRow("bad fraction") << QByteArray(R"({
  "skus": {
    "X": {"pricePerHour": 1,
          "gpus": "1/0"}
  }
})") << QStringLiteral("prices.json:4: gpus must be a number or a fraction");
        QTest::newRow("unknown key in SKU") << QByteArray(R"({
  "skus": {
    "X": {
      "gpus": 1,
      "pricePerHour": 1,
      "pricePerHr": 1
    }
  }
})") << QStringLiteral("prices.json:6: unknown key \"pricePerHr\"");
        QTest::newRow("unknown top-level key") << QByteArray(R"({
  "currency": "USD",

  "sku": {}
})") << QStringLiteral("prices.json:4: unknown key \"sku\"");
        QTest::newRow("missing price") << QByteArray(R"({
  "skus": {
    "X": {"gpus": 1}
  }
})") << QStringLiteral("prices.json:3: SKU X has no pricePerHour");
        QTest::newRow("node to unpriced SKU") << QByteArray(R"({
  "nodes": {
    "aks-a": "Standard_NC4as_T4_v3",
    "aks-b": "Standard_Nope"
  }
})") << QStringLiteral("prices.json:4: aks-b maps to SKU Standard_Nope, which has no price");
        QTest::newRow("syntax") << QByteArray(R"({
  "currency": "USD"
  "skus": {}
})") << QStringLiteral("prices.json:3: ");
        QTest::newRow("not an object")
            << QByteArray("[]") << QStringLiteral("prices.json:1: a price file is");
    }

    void errorsNameTheLine()
    {
        QFETCH(QByteArray, text);
        QFETCH(QString, expected);
        const auto t = PriceTable::parse(text, QStringLiteral("prices.json"));
        QVERIFY(!t);
        QVERIFY2(t.error().startsWith(expected), qPrintable(t.error()));
    }
};

QTEST_GUILESS_MAIN(TestPriceTable)
#include "tst_pricetable.moc"
