#include "sqlitestatement.h"

#include "sqlitedb.h"

#include <QByteArray>
#include <sqlite3.h>

SqliteStatement::SqliteStatement(const SqliteDb &db, const char *sql)
{
    m_rc = sqlite3_prepare_v2(db.handle(), sql, -1, &m_s, nullptr);
}

SqliteStatement::~SqliteStatement()
{
    sqlite3_finalize(m_s);
}

bool SqliteStatement::ok() const
{
    return m_rc == SQLITE_OK && m_s;
}

void SqliteStatement::bind(int i, qint64 v)
{
    sqlite3_bind_int64(m_s, i, v);
}

void SqliteStatement::bind(int i, const QString &v)
{
    const QByteArray u = v.toUtf8();
    sqlite3_bind_text(m_s, i, u.constData(), int(u.size()), SQLITE_TRANSIENT);
}

void SqliteStatement::bind(int i, std::optional<qint64> v)
{
    if (v)
        bind(i, *v);
    else
        sqlite3_bind_null(m_s, i);
}

void SqliteStatement::bindBlob(int i, QByteArrayView v)
{
    // An empty QByteArray has no data pointer, which SQLite would store as
    // NULL rather than as an empty blob.
    static const char kEmpty = 0;
    sqlite3_bind_blob64(m_s, i, v.data() ? v.data() : &kEmpty, sqlite3_uint64(v.size()),
                        SQLITE_STATIC);
}

int SqliteStatement::step()
{
    const int rc = sqlite3_step(m_s);
    if (rc != SQLITE_ROW && rc != SQLITE_DONE)
        m_rc = rc;
    return rc;
}

bool SqliteStatement::done()
{
    const int rc = step();
    reset();
    return rc == SQLITE_DONE;
}

void SqliteStatement::reset()
{
    sqlite3_reset(m_s);
    sqlite3_clear_bindings(m_s);
}

int SqliteStatement::columns() const
{
    return sqlite3_column_count(m_s);
}

int SqliteStatement::type(int c) const
{
    return sqlite3_column_type(m_s, c);
}

bool SqliteStatement::isNull(int c) const
{
    return type(c) == SQLITE_NULL;
}

qint64 SqliteStatement::int64(int c) const
{
    return sqlite3_column_int64(m_s, c);
}

double SqliteStatement::real(int c) const
{
    return sqlite3_column_double(m_s, c);
}

std::optional<qint64> SqliteStatement::optInt64(int c) const
{
    return isNull(c) ? std::nullopt : std::optional<qint64>(int64(c));
}

QString SqliteStatement::text(int c) const
{
    const auto *p = reinterpret_cast<const char *>(sqlite3_column_text(m_s, c));
    return QString::fromUtf8(p, sqlite3_column_bytes(m_s, c));
}

QByteArrayView SqliteStatement::blob(int c) const
{
    const void *p = sqlite3_column_blob(m_s, c);
    return QByteArrayView(static_cast<const char *>(p), sqlite3_column_bytes(m_s, c));
}
