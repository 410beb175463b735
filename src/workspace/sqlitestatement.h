#pragma once

#include <optional>
#include <QByteArrayView>
#include <QString>

class SqliteDb;
struct sqlite3_stmt;

// One prepared statement: typed binds, typed column reads, finalized when it
// goes. A failed prepare or step keeps its result code in rc().
class SqliteStatement final
{
  public:
    SqliteStatement(const SqliteDb &db, const char *sql);
    SqliteStatement(const SqliteStatement &) = delete;
    SqliteStatement &operator=(const SqliteStatement &) = delete;
    ~SqliteStatement();

    bool ok() const;
    int rc() const { return m_rc; }
    void bind(int i, qint64 v);
    void bind(int i, const QString &v);
    void bind(int i, std::optional<qint64> v);
    // The bytes must stay alive until step(): they are not copied.
    void bindBlob(int i, QByteArrayView v);
    // SQLITE_ROW, SQLITE_DONE or an error code (also kept in rc()).
    int step();
    // step() for a statement without rows, then reset(): true on success.
    bool done();
    void reset();

    int columns() const;
    int type(int c) const;
    bool isNull(int c) const;
    qint64 int64(int c) const;
    double real(int c) const;
    std::optional<qint64> optInt64(int c) const;
    QString text(int c) const;
    // Valid until the next step() or reset().
    QByteArrayView blob(int c) const;

  private:
    sqlite3_stmt *m_s = nullptr;
    int m_rc = 0;
};
