#pragma once

#include <QByteArray>
#include <QString>

struct sqlite3;

// One SQLite connection, closed when it goes. Errors stay SQLite's result
// codes; describe() turns one into the few words a user can act on.
class SqliteDb final
{
  public:
    SqliteDb() = default;
    SqliteDb(const SqliteDb &) = delete;
    SqliteDb &operator=(const SqliteDb &) = delete;
    ~SqliteDb();

    // sqlite3_open_v2 with extended result codes; returns its result code.
    int open(const QByteArray &name, int flags);
    // False when SQLite could not close cleanly (unfinished statements).
    bool close();
    sqlite3 *handle() const { return m_db; }
    int exec(const char *sql);
    // The rowid the last INSERT gave its row (an INTEGER PRIMARY KEY left
    // for SQLite to choose).
    qint64 lastInsertRowId() const;
    // The connection's last error message.
    QString message() const;
    // "its SQLite header is damaged", "truncated", "corrupted: ..." or the
    // message, for the result code of a failed call.
    QString describe(int rc) const;

  private:
    sqlite3 *m_db = nullptr;
};
