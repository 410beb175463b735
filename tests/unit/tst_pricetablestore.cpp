#include "pricetablestore.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QStandardPaths>
#include <QTest>
#include <sys/stat.h>

namespace {
void writeFile(const QString &path, const QByteArray &text, QFile::Permissions permissions)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
    QCOMPARE(f.write(text), text.size());
    f.close();
    QVERIFY(f.setPermissions(permissions));
}

mode_t modeOf(const QString &path)
{
    struct stat st = {};
    return ::stat(QFile::encodeName(path).constData(), &st) == 0 ? st.st_mode & 07777 : 0;
}

PriceTable edited()
{
    PriceTable t = PriceTable::defaults();
    t.setCurrency(QStringLiteral("EUR"));
    t.setSku(QStringLiteral("Standard_NV12ads_A10_v5"), {1.0 / 3.0, 0.9, QStringLiteral("A10"), 8});
    t.setNodeSku(QStringLiteral("aks-gpu-0"), QStringLiteral("Standard_NV12ads_A10_v5"));
    return t;
}
} // namespace

class TestPriceTableStore : public QObject
{
    Q_OBJECT
  private slots:
    void initTestCase()
    {
        // ~/.qttest/…: the user's real prices are never touched.
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(PriceTableStore::path().contains(QStringLiteral(".qttest")));
    }
    void init() { PriceTableStore::resetToDefaults(); }
    void cleanup() { PriceTableStore::resetToDefaults(); }
    void cleanupTestCase() { QDir().rmdir(QFileInfo(PriceTableStore::path()).absolutePath()); }

    void noFileGivesTheDefaults()
    {
        QVERIFY(!QFileInfo::exists(PriceTableStore::path()));
        const auto t = PriceTableStore::load();
        QVERIFY2(t, qPrintable(t ? QString() : t.error()));
        QCOMPARE(*t, PriceTable::defaults());
    }

    void saveLoadRoundTripsUserOnly()
    {
        const PriceTable table = edited();
        const auto saved = PriceTableStore::save(table);
        QVERIFY2(saved, qPrintable(saved ? QString() : saved.error()));
        QCOMPARE(modeOf(PriceTableStore::path()), mode_t(0600));
        const auto back = PriceTableStore::load();
        QVERIFY2(back, qPrintable(back ? QString() : back.error()));
        QCOMPARE(*back, table);
        // Nothing left beside it: the temporary file was renamed over it.
        const QDir dir = QFileInfo(PriceTableStore::path()).absoluteDir();
        QCOMPARE(dir.entryList(QDir::Files), QStringList{QStringLiteral("prices.json")});

        // Saving again replaces the whole table: an SKU dropped stays dropped.
        PriceTable smaller;
        smaller.setSku(QStringLiteral("X"), {2, 4, {}, 0});
        QVERIFY(PriceTableStore::save(smaller));
        const auto smallerBack = PriceTableStore::load();
        QVERIFY(smallerBack);
        QCOMPARE(*smallerBack, smaller);
    }

    void saveRestrictsALooserFile()
    {
        writeFile(PriceTableStore::path(), "{}",
                  QFile::ReadOwner | QFile::WriteOwner | QFile::ReadGroup | QFile::ReadOther);
        QCOMPARE(modeOf(PriceTableStore::path()), mode_t(0644));
        const auto saved = PriceTableStore::save(edited());
        QVERIFY2(saved, qPrintable(saved ? QString() : saved.error()));
        QCOMPARE(modeOf(PriceTableStore::path()), mode_t(0600));
    }

    void corruptFileNamesTheLine()
    {
        writeFile(PriceTableStore::path(), R"({
  "skus": {
    "X": {"gpus": 1, "pricePerHour": -3}
  }
})",
                  QFile::ReadOwner | QFile::WriteOwner);
        const auto t = PriceTableStore::load();
        QVERIFY(!t);
        QVERIFY2(t.error().startsWith(PriceTableStore::path() + QStringLiteral(":3: ")),
                 qPrintable(t.error()));
        QVERIFY2(t.error().contains(QStringLiteral("pricePerHour must not be negative")),
                 qPrintable(t.error()));

        writeFile(PriceTableStore::path(), "{\n  \"currency\": \"USD\"\n  \"skus\": {}\n}",
                  QFile::ReadOwner | QFile::WriteOwner);
        const auto syntax = PriceTableStore::load();
        QVERIFY(!syntax);
        QVERIFY2(syntax.error().startsWith(PriceTableStore::path() + QStringLiteral(":3: ")),
                 qPrintable(syntax.error()));
    }

    void resetRemovesTheFile()
    {
        QVERIFY(PriceTableStore::save(edited()));
        QVERIFY(QFileInfo::exists(PriceTableStore::path()));
        PriceTableStore::resetToDefaults();
        QVERIFY(!QFileInfo::exists(PriceTableStore::path()));
        const auto t = PriceTableStore::load();
        QVERIFY(t);
        QCOMPARE(*t, PriceTable::defaults());
        // Resetting twice is harmless.
        PriceTableStore::resetToDefaults();
    }
};

QTEST_GUILESS_MAIN(TestPriceTableStore)
#include "tst_pricetablestore.moc"
