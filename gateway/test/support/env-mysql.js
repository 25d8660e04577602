// Entities read the dialect from DATABASE_URL when they load; each test file gets its own database.
process.env.DATABASE_URL = `${process.env.TEST_MYSQL_URL}/test_dialect`;
process.env.TEST_DB = 'mysql';
