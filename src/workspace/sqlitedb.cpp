#include "sqlitedb.h"

#include "workspacetr.h"
#include <QCoreApplication>
#include <sqlite3.h>

SqliteDb::~SqliteDb()
{
    close();
}

int SqliteDb::open(const QByteArray &name, int flags)
{
    const int rc = sqlite3_open_v2(name.constData(), &m_db, flags, nullptr);
    if (m_db)
        sqlite3_extended_result_codes(m_db, 1);
    return rc;
}

bool SqliteDb::close()
{
    const int rc = m_db ? sqlite3_close(m_db) : SQLITE_OK;
    m_db = nullptr;
    return rc == SQLITE_OK;
}

int SqliteDb::exec(const char *sql)
{
    return sqlite3_exec(m_db, sql, nullptr, nullptr, nullptr);
}

QString SqliteDb::message() const
{
    // sqlite3_open_v2 leaves no handle only when it could not allocate one.
    return m_db ? QString::fromUtf8(sqlite3_errmsg(m_db)) : WorkspaceTr::tr("out of memory");
}

QString SqliteDb::describe(int rc) const
{
    switch (rc & 0xff) {
    case SQLITE_NOTADB:
        return WorkspaceTr::tr("its SQLite header is damaged");
    case SQLITE_CORRUPT:
        return WorkspaceTr::tr("corrupted: %1").arg(message());
    case SQLITE_IOERR:
        if (rc == SQLITE_IOERR_SHORT_READ)
            return WorkspaceTr::tr("truncated");
        return WorkspaceTr::tr("read error: %1").arg(message());
    case SQLITE_NOMEM:
        return WorkspaceTr::tr("out of memory");
    default:
        return message();
    }
}

qint64 SqliteDb::lastInsertRowId() const
{
    return sqlite3_last_insert_rowid(m_db);
}
