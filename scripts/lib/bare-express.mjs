// The baseline of the read-path bench: Express answering every GET with the same bytes from memory
// (`res.send`, as an Express route would). Prints its port. Usage: node bare-express.mjs <file> <type>
import fs from 'node:fs';
import express from 'express';

const [file, type] = process.argv.slice(2);
const body = fs.readFileSync(file);
const app = express();
app.get(/.*/, (_req, res) => res.type(type).send(body));
const server = app.listen(0, '127.0.0.1', () => console.log(server.address().port));
