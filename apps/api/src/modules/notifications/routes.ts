// Routes of the notifications feature (filled in by its owner).
export default async function routes() {}
