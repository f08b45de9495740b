// npm scripts must run on the project's pinned Node 24 (node_modules/.bin/node), not the system's.
const major = Number(process.versions.node.split('.')[0]);
if (major < 24) {
  console.error(
    `Node ${process.versions.node} is running the scripts; run "npm ci" so the pinned Node 24 is installed.`,
  );
  process.exit(1);
}
