// Jest: a file the server bundle imports as its text (webpack's `asset/source`, an SVG icon) is its text here too.
module.exports = { process: (source) => ({ code: `module.exports = ${JSON.stringify(source)};` }) };
