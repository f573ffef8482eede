// The facts the server writes into each page; shared with the other app.
export * from "@fh/ui/site-facts";
