// Routes of the dashboard feature (filled in by its owner).
export default async function routes() {}
