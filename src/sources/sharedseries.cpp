#include "sharedseries.h"

#include <QCoreApplication>
#include <QThread>
#include <QThreadPool>

namespace {
// Below this many series freeing is quicker than handing it over.
constexpr std::size_t kLargeSet = 64;
} // namespace

std::shared_ptr<const SeriesSet> shareSeries(SeriesSet &&set)
{
    return std::shared_ptr<const SeriesSet>(new SeriesSet(std::move(set)), [](const SeriesSet *s) {
        const QCoreApplication *app = QCoreApplication::instance();
        if (s->series.size() < kLargeSet || !app || QThread::currentThread() != app->thread() ||
            QCoreApplication::closingDown()) {
            delete s;
            return;
        }
        QThreadPool::globalInstance()->start([s] { delete s; });
    });
}
