//! Guards the core's boundaries: `gpuplan-core` must not depend, even indirectly, on a web crate,
//! and no module of the core imports a module above it (the layers are in ARCHITECTURE.md).
//!
//! The check asks `cargo tree`, which applies cargo's feature resolver. `cargo metadata`'s
//! resolve graph does not: it lists optional dependencies behind weak features (`dep?/feature`)
//! as edges even when nothing enables them, so it reports web crates that are never linked.

#[cfg(test)]
mod tests {
    use std::collections::BTreeSet;
    use std::process::Command;

    const WEB_CRATES: &[&str] = &[
        "yew",
        "yew-router",
        "web-sys",
        "js-sys",
        "wasm-bindgen",
        "gloo",
        "stdweb",
        "wasm-bindgen-futures",
    ];

    /// Every crate a package links through normal dependencies for a target, with `args` added.
    fn linked(package: &str, target: &str, args: &[&str]) -> BTreeSet<String> {
        let out = Command::new(env!("CARGO"))
            .args([
                "tree", "-p", package, "-e", "normal", "--prefix", "none", "--format", "{lib}",
                "--target", target,
            ])
            .args(args)
            .current_dir(concat!(env!("CARGO_MANIFEST_DIR"), "/../.."))
            .output();
        let Ok(out) = out else { panic!("cargo tree could not start") };
        assert!(
            out.status.success(),
            "cargo tree failed: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        String::from_utf8_lossy(&out.stdout)
            .lines()
            .map(|l| l.trim().replace('_', "-"))
            .filter(|l| !l.is_empty())
            .collect()
    }

    // Regression guard for the architecture invariant "the core depends on no web crate".
    #[test]
    fn core_links_no_web_crate_on_any_target() {
        for (target, args) in [
            ("x86_64-unknown-linux-gnu", &[][..]),
            ("wasm32-unknown-unknown", &[][..]),
            ("wasm32-unknown-unknown", &["--no-default-features"][..]),
        ] {
            let crates = linked("gpuplan-core", target, args);
            assert!(
                crates.contains("serde"),
                "the listing names the core's known dependency: {crates:?}"
            );
            let web: Vec<_> = crates.iter().filter(|n| WEB_CRATES.contains(&n.as_str())).collect();
            assert!(web.is_empty(), "gpuplan-core links web crates on {target} {args:?}: {web:?}");
        }
        // The same listing does see web crates where they are: the check can fail.
        let app = linked("gpuplan-web", "wasm32-unknown-unknown", &[]);
        assert!(app.contains("yew") && app.contains("wasm-bindgen"), "{app:?}");
    }

    /// The core's layers, lowest first. A module may name (`crate::…`) only modules of lower
    /// layers; modules of one layer do not name each other.
    const LAYERS: &[&[&str]] = &[
        &["date", "decimal", "csv_text", "percent", "input", "lang"],
        &["catalog"],
        // A document's generated tables carry catalog statuses, pricing models and dates.
        &["doc"],
        &["markdown"],
        &["cost"],
        &["sizing"],
        &["dataset"],
        &["calc"],
        // The guide's worked totals and generated tables run the calculators.
        &["guide"],
    ];

    /// Imports that break the layering today, as (file under `src/`, module named); the test
    /// fails when one is gone, so the list only shrinks. Empty since the dataset (issue #16,
    /// move 2) took the rate card and the sizing calibration out of the catalog.
    const KNOWN: &[(&str, &str)] = &[];

    fn layer_of(module: &str) -> Option<usize> {
        LAYERS.iter().position(|l| l.contains(&module))
    }

    /// Every `crate::NAME` a file's non-test code names (comments skipped; an inline
    /// `mod tests {` ends the scan, as the core keeps it last).
    fn named_modules(text: &str) -> BTreeSet<String> {
        let mut names = BTreeSet::new();
        for line in text.lines() {
            let t = line.trim_start();
            if t.starts_with("mod tests {") {
                break;
            }
            if t.starts_with("//") {
                continue;
            }
            for (at, _) in t.match_indices("crate::") {
                let rest = t.get(at + "crate::".len()..).unwrap_or_default();
                let name: String =
                    rest.chars().take_while(|c| c.is_ascii_alphanumeric() || *c == '_').collect();
                let before = t.get(..at).unwrap_or_default();
                // `gpuplan_crate::` or `$crate::` are not this crate's paths.
                if !name.is_empty()
                    && !before.ends_with(|c: char| c.is_alphanumeric() || c == '_' || c == '$')
                {
                    names.insert(name);
                }
            }
        }
        names
    }

    /// `(file under src/, its top module)` for every non-test source file of the core.
    fn core_files() -> Vec<(String, String)> {
        fn walk(dir: &std::path::Path, root: &std::path::Path, out: &mut Vec<(String, String)>) {
            let Ok(entries) = std::fs::read_dir(dir) else { panic!("{dir:?} unreadable") };
            for entry in entries.flatten() {
                let path = entry.path();
                if path.is_dir() {
                    if path.file_name().is_some_and(|n| n != "tests") {
                        walk(&path, root, out);
                    }
                    continue;
                }
                let Ok(rel) = path.strip_prefix(root) else { continue };
                let rel = rel.to_string_lossy().replace('\\', "/");
                if !rel.ends_with(".rs") || rel.ends_with("tests.rs") || rel == "lib.rs" {
                    continue;
                }
                let top = rel.split('/').next().unwrap_or_default().trim_end_matches(".rs");
                out.push((rel.clone(), top.to_owned()));
            }
        }
        let root =
            std::path::Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/../gpuplan-core/src"));
        let mut out = Vec::new();
        walk(root, root, &mut out);
        out.sort();
        out
    }

    // Regression guard for the architecture invariant "no core module imports a module above it".
    #[test]
    fn core_modules_import_only_lower_layers() {
        let files = core_files();
        assert!(
            files.iter().any(|(f, _)| f == "catalog/view.rs"),
            "the walk finds the core: {files:?}"
        );
        let mut broken = Vec::new();
        let mut seen_known = BTreeSet::new();
        for (file, top) in &files {
            let Some(own) = layer_of(top) else {
                broken.push(format!("{file}: module {top} is in no layer of LAYERS"));
                continue;
            };
            let path = format!("{}/../gpuplan-core/src/{file}", env!("CARGO_MANIFEST_DIR"));
            let Ok(text) = std::fs::read_to_string(&path) else { panic!("{path} unreadable") };
            for name in named_modules(&text) {
                if name == *top {
                    continue;
                }
                let Some(other) = layer_of(&name) else {
                    broken.push(format!("{file}: crate::{name} is in no layer of LAYERS"));
                    continue;
                };
                if other >= own {
                    if KNOWN.contains(&(file.as_str(), name.as_str())) {
                        seen_known.insert((file.clone(), name));
                    } else {
                        broken.push(format!(
                            "{file} ({top}) names crate::{name}, which is not below it"
                        ));
                    }
                }
            }
        }
        assert!(broken.is_empty(), "layering broken:\n{}", broken.join("\n"));
        for (file, name) in KNOWN {
            assert!(
                seen_known.contains(&((*file).to_owned(), (*name).to_owned())),
                "{file} no longer names crate::{name}: remove it from KNOWN"
            );
        }
    }

    #[test]
    fn named_modules_reads_paths_not_comments() {
        let text = "use crate::date::Date;\n// crate::calc in a comment\nlet x = crate::cost::money::f();\nuse gpuplan_crate::x;\nmod tests {\nuse crate::guide;\n}";
        let got: Vec<String> = named_modules(text).into_iter().collect();
        assert_eq!(got, ["cost", "date"]);
    }
}
