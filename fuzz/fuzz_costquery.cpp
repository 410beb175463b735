// Cost Management query answers (POST {scope}/providers/
// Microsoft.CostManagement/query): parseCostQueryResponse, then the table's
// accessors and page appending as the cost view uses them.

#include "costqueryparser.h"
#include "fuzzsupport.h"

extern "C" int LLVMFuzzerInitialize(int *, char ***)
{
    Fuzz::silenceQt();
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const QByteArrayView body = Fuzz::bytes(data, size);
    static const QString scope =
        QStringLiteral("/subscriptions/00000000-0000-0000-0000-000000000001");
    for (const int status : {200, Fuzz::errorStatus(size)}) {
        const auto r = parseCostQueryResponse(body, status, scope);
        if (!r) {
            Fuzz::checkError(r.error());
            continue;
        }
        // Cells are found by column, so every row must hold one per column.
        for (const QVariantList &row : r->rows)
            FUZZ_CHECK(std::size_t(row.size()) == r->columns.size());
        for (std::size_t i = 0; i < r->rows.size() && i < 4; ++i) {
            for (const CostTable::Column &c : r->columns) {
                (void)r->value(i, c.name);
                (void)r->number(i, c.name);
                (void)r->text(i, c.name);
                (void)r->date(i, c.name);
            }
        }
        // A second page with the same columns is always taken.
        CostTable twice = *r;
        FUZZ_CHECK(twice.appendPage(*r));
        if (!r->columns.empty())
            FUZZ_CHECK(twice.rows.size() == 2 * r->rows.size());
    }
    return 0;
}
