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
        QVERIFY2(t, qPrintable(t ? QString() : t.error()));
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
        QVERIFY2(t, qPrintable(t ? QString() : t.error()));
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

    void toJsonRoundTripsTheDefaults()
    {
        const PriceTable defaults = PriceTable::defaults();
        const QByteArray json = defaults.toJson();
        // The partitioned A10 is written as the fraction people know it by.
        QVERIFY2(json.contains(R"("Standard_NV6ads_A10_v5": {"gpus": "1/6")"), json.constData());
        QVERIFY(json.contains(R"("replaceDefaults": true)"));
        const auto back = PriceTable::parse(json, QStringLiteral("prices.json"));
        QVERIFY2(back, qPrintable(back ? QString() : back.error()));
        QCOMPARE(*back, defaults);
    }

    void toJsonRoundTripsAnEditedTable()
    {
        PriceTable t = PriceTable::defaults();
        t.setCurrency(QStringLiteral("EUR"));
        t.setSku(QStringLiteral("Standard_NC4as_T4_v3"), {1, 0.4999, QStringLiteral("T4"), 16});
        // 1/7 is written as a fraction; 2/3 and 0.3 are not 1/N and stay numbers.
        t.setSku(QStringLiteral("Slice7"), {1.0 / 7.0, 0.1, {}, 0});
        t.setSku(QStringLiteral("TwoThirds"), {2.0 / 3.0, 1.0 / 3.0, QStringLiteral("A10"), 0});
        t.setSku(QStringLiteral("Odd \"quoted\" SKU"), {0.3, 0, QStringLiteral("Ä100"), 12.5});
        t.setNodeSku(QStringLiteral("aks-gpu-0"), QStringLiteral("Slice7"));
        t.setNodeSku(QStringLiteral("aks-gpu-1"), QStringLiteral("Odd \"quoted\" SKU"));
        t.setModelSku(QStringLiteral("NVIDIA L4"), QStringLiteral("TwoThirds"));
        const QByteArray json = t.toJson();
        QVERIFY2(json.contains(R"("Slice7": {"gpus": "1/7")"), json.constData());
        const auto back = PriceTable::parse(json, QStringLiteral("prices.json"));
        QVERIFY2(back, qPrintable(back ? QString() : back.error()));
        QCOMPARE(*back, t);
        QCOMPARE(back->sku(QStringLiteral("TwoThirds"))->gpus, 2.0 / 3.0);

        // Replacing the defaults means an SKU left out of the table stays out.
        PriceTable small;
        small.setSku(QStringLiteral("X"), {2, 4, {}, 0});
        const auto smallBack = PriceTable::parse(small.toJson(), QStringLiteral("p.json"));
        QVERIFY2(smallBack, qPrintable(smallBack ? QString() : smallBack.error()));
        QCOMPARE(*smallBack, small);
        const auto emptyBack = PriceTable::parse(PriceTable().toJson(), QStringLiteral("p.json"));
        QVERIFY2(emptyBack, qPrintable(emptyBack ? QString() : emptyBack.error()));
        QVERIFY(emptyBack->skus().isEmpty() && *emptyBack == PriceTable());
    }

    void gpusText_data()
    {
        QTest::addColumn<double>("gpus");
        QTest::addColumn<QString>("text");
        QTest::newRow("one") << 1.0 << QStringLiteral("1");
        QTest::newRow("eight") << 8.0 << QStringLiteral("8");
        QTest::newRow("sixth") << 1.0 / 6.0 << QStringLiteral("1/6");
        QTest::newRow("half") << 0.5 << QStringLiteral("1/2");
        QTest::newRow("two thirds") << 2.0 / 3.0 << QStringLiteral("0.6666666666666666");
        QTest::newRow("0.3") << 0.3 << QStringLiteral("0.3");
        QTest::newRow("1.5") << 1.5 << QStringLiteral("1.5");
    }

    void gpusText()
    {
        QFETCH(double, gpus);
        QFETCH(QString, text);
        QCOMPARE(PriceTable::gpusText(gpus), text);
        QCOMPARE(PriceTable::gpusFromText(text), std::optional<double>(gpus));
    }

    void gpusFromTextRejectsNonNumbers()
    {
        for (const char *bad : {"", "abc", "1/0", "1/2/3", "/6", "1/", "nan", "inf", "1/x"})
            QVERIFY2(!PriceTable::gpusFromText(QString::fromLatin1(bad)), bad);
        QCOMPARE(PriceTable::gpusFromText(QStringLiteral(" 1 / 6 ")),
                 std::optional<double>(1.0 / 6.0));
        // Zero and negative counts are numbers; the caller says why they are wrong.
        QCOMPARE(PriceTable::gpusFromText(QStringLiteral("-2")), std::optional<double>(-2.0));
    }
};

QTEST_GUILESS_MAIN(TestPriceTable)
#include "tst_pricetable.moc"
