//! Parses the guide's Markdown natively at build time, so that the browser bundle carries
//! documents as data and no Markdown parser.

use std::{env, fs, path::PathBuf};

use gpuplan_core::catalog;
use gpuplan_core::guide::{self, Chapter, Lang};
use gpuplan_core::markdown;

fn main() {
    let manifest = PathBuf::from(env::var_os("CARGO_MANIFEST_DIR").unwrap_or_default());
    let out_dir = PathBuf::from(env::var_os("OUT_DIR").unwrap_or_default());
    let catalog = embed_catalog(&manifest, &out_dir);
    let mut unresolved = Vec::new();
    let guide_dir = manifest.join("../../content/guide");
    println!("cargo::rerun-if-changed={}", guide_dir.display());
    let mut chapters = Vec::new();
    for lang in Lang::ALL {
        let dir = guide_dir.join(lang.code());
        println!("cargo::rerun-if-changed={}", dir.display());
        let Ok(entries) = fs::read_dir(&dir) else { continue };
        for entry in entries.flatten() {
            let path = entry.path();
            let name = entry.file_name().to_string_lossy().into_owned();
            if !name.ends_with(".md") {
                continue;
            }
            println!("cargo::rerun-if-changed={}", path.display());
            let (order, slug) = match guide::split_file_name(&name) {
                Ok(parts) => parts,
                Err(e) => fail(&format!("{}: {e}", path.display())),
            };
            let source = fs::read_to_string(&path)
                .unwrap_or_else(|e| fail(&format!("{}: {e}", path.display())));
            let (mut doc, diagnostics) = markdown::parse(&source, &markdown::Options::default());
            for d in diagnostics {
                println!("cargo::warning={}: {d}", path.display());
            }
            // Live numbers are computed here, from the validated catalog.
            for live in doc.live_mut() {
                match catalog::live::resolve(live, &catalog) {
                    Ok(v) => live.value = Some(v),
                    Err(e) => unresolved.push(format!(
                        "{}:{}: {{{{ {} }}}}: {e}",
                        path.display(),
                        live.line,
                        live.name
                    )),
                }
            }
            chapters.push(Chapter { lang, order, slug, doc });
        }
    }
    if !unresolved.is_empty() {
        fail(&format!("live numbers that do not resolve:\n  {}", unresolved.join("\n  ")));
    }
    guide::sort(&mut chapters);
    let json = serde_json::to_string(&chapters).unwrap_or_else(|e| fail(&e.to_string()));
    let out = PathBuf::from(env::var_os("OUT_DIR").unwrap_or_default()).join("guide.json");
    fs::write(&out, json).unwrap_or_else(|e| fail(&format!("{}: {e}", out.display())));
}

/// Validates the catalog natively and writes it as JSON for the browser. A data error stops the
/// build with every problem listed by file, record and field.
fn embed_catalog(manifest: &std::path::Path, out_dir: &std::path::Path) -> catalog::Catalog {
    println!("cargo::rerun-if-changed={}", manifest.join("../../content/data").display());
    let catalog = match catalog::embedded() {
        Ok(c) => c,
        Err(errors) => {
            let list: Vec<String> = errors.iter().map(|e| format!("  content/data/{e}")).collect();
            fail(&format!("the catalog data is invalid:\n{}", list.join("\n")))
        }
    };
    let json = serde_json::to_string(&catalog).unwrap_or_else(|e| fail(&e.to_string()));
    let out = out_dir.join("catalog.json");
    fs::write(&out, json).unwrap_or_else(|e| fail(&format!("{}: {e}", out.display())));
    catalog
}

fn fail(message: &str) -> ! {
    eprintln!("error: {message}");
    std::process::exit(1)
}
