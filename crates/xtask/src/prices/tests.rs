//! Importer tests: filled below.
