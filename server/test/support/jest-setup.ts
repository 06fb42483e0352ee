// Server tests touch real databases and hash passwords: give each test more than jest's 5 s.
jest.setTimeout(30_000);
