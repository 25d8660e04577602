// Entities read the dialect from DATABASE_URL when they load: none means SQLite.
delete process.env.DATABASE_URL;
process.env.TEST_DB = 'sqlite';
