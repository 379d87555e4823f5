// Loaded into habitica-cli for its test (node --require): a pipe has no width, and the CLI
// sizes its tables from the terminal's. This gives it the width of a wide terminal.
if (!process.stdout.columns) process.stdout.columns = 160;
