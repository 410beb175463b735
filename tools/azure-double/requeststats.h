#pragma once

#include "endpointclass.h"

#include <QHash>
#include <QJsonObject>
#include <QList>
#include <QString>

// Counts of the requests the double answered, per endpoint class and status,
// plus a log of the most recent ones with their arrival time, so that a test
// can assert "exactly one request" or "the retry came after Retry-After".
// Control requests (/_double/...) are not counted.
class RequestStats final
{
  public:
    void record(EndpointClass endpoint, const QByteArray &method, const QString &path, int status,
                qint64 atMs);
    void reset();
    QJsonObject toJson() const;

  private:
    struct Entry
    {
        qint64 seq = 0;
        EndpointClass endpoint = EndpointClass::Unknown;
        QString method;
        QString path;
        int status = 0;
        qint64 atMs = 0;
    };

    QHash<int, QHash<int, int>> m_statusCounts; // key: EndpointClass
    QList<Entry> m_log;
    qint64 m_total = 0;
};
