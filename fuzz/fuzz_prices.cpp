// Price files (--prices, the price table dialog's saved file):
// PriceTable::parse. toJson() writes a table so that "parse() reads it back
// equal", which is how the dialog saves and the CLI reloads it: every table
// that loads must survive that trip.

#include "fuzzsupport.h"
#include "pricetable.h"

#include <cmath>

extern "C" int LLVMFuzzerInitialize(int *, char ***)
{
    Fuzz::silenceQt();
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    static const QString fileName = QStringLiteral("prices.json");
    const auto t = PriceTable::parse(Fuzz::bytes(data, size), fileName);
    if (!t) {
        // Errors name the file (and the line where there is one).
        FUZZ_CHECK(t.error().startsWith(fileName));
        return 0;
    }
    for (const SkuPrice &p : t->skus()) {
        FUZZ_CHECK(p.gpus > 0 && std::isfinite(p.gpus));
        FUZZ_CHECK(p.pricePerHour >= 0 && std::isfinite(p.pricePerHour));
    }
    for (const QString &sku : t->nodeSkus())
        FUZZ_CHECK(t->sku(sku) != nullptr);
    for (const QString &sku : t->modelSkus())
        FUZZ_CHECK(t->sku(sku) != nullptr);
    const QByteArray saved = t->toJson();
    const auto again = PriceTable::parse(saved, fileName);
    FUZZ_CHECK(again.has_value());
    FUZZ_CHECK(*again == *t);
    return 0;
}
