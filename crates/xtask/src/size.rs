//! `cargo xtask size`: the weight of every file of a release build, raw and brotli, what the wasm
//! is made of, and the budget gate: the wasm may not grow more than 5 KB brotli beyond the
//! committed baseline (`.ci/size-baseline.json`).

use std::io::Write as _;
use std::path::{Path, PathBuf};

use anyhow::{Context, bail};

/// Allowed growth of the wasm over the baseline, brotli bytes.
pub(crate) const ALLOWED_GROWTH: u64 = 5 * 1024;
const BASELINE: &str = ".ci/size-baseline.json";

/// Brotli at quality 11 with a 22-bit window, as static hosts and CDNs serve.
pub(crate) fn brotli_len(bytes: &[u8]) -> anyhow::Result<u64> {
    let mut out = Vec::new();
    {
        let mut w = brotli::CompressorWriter::new(&mut out, 4096, 11, 22);
        w.write_all(bytes)?;
    }
    Ok(out.len() as u64)
}

/// One file's weight.
pub(crate) struct Asset {
    pub(crate) name: String,
    pub(crate) raw: u64,
    pub(crate) brotli: u64,
}

/// Every file under `dist`, largest first.
pub(crate) fn assets(dist: &Path) -> anyhow::Result<Vec<Asset>> {
    let mut out = Vec::new();
    let mut stack = vec![dist.to_path_buf()];
    while let Some(dir) = stack.pop() {
        for entry in
            std::fs::read_dir(&dir).with_context(|| format!("reading {}", dir.display()))?
        {
            let path = entry?.path();
            if path.is_dir() {
                stack.push(path);
                continue;
            }
            let bytes = std::fs::read(&path)?;
            let name = path.strip_prefix(dist).unwrap_or(&path).display().to_string();
            out.push(Asset { name, raw: bytes.len() as u64, brotli: brotli_len(&bytes)? });
        }
    }
    out.sort_by_key(|a| std::cmp::Reverse(a.brotli));
    Ok(out)
}

/// Bytes of a wasm module's code (the code section after its function count), data (the data
/// section) and custom sections.
pub(crate) fn wasm_parts(bytes: &[u8]) -> anyhow::Result<(u64, u64, u64)> {
    let (mut code, mut data, mut other) = (0u64, 0u64, 0u64);
    for payload in wasmparser::Parser::new(0).parse_all(bytes) {
        match payload? {
            wasmparser::Payload::CodeSectionStart { size, .. } => code += u64::from(size),
            wasmparser::Payload::DataSection(reader) => {
                let r = reader.range();
                data += r.end.saturating_sub(r.start)
            }
            wasmparser::Payload::CustomSection(reader) => {
                let r = reader.range();
                other += r.end.saturating_sub(r.start)
            }
            _ => {}
        }
    }
    Ok((code, data, other))
}

/// Code bytes of a wasm module by the crate that names each function (the first path segment of
/// its demangled name in the `name` section; `<T as Trait>::f` counts for `T`'s crate), largest
/// first. Functions without a path in their name (wasm-bindgen's glue, most of which wasm-bindgen
/// removes) count as "(no path)".
pub(crate) fn code_by_crate(bytes: &[u8]) -> anyhow::Result<Vec<(String, u64)>> {
    let mut imported = 0u32;
    let mut bodies = Vec::new();
    let mut names = std::collections::HashMap::new();
    for payload in wasmparser::Parser::new(0).parse_all(bytes) {
        match payload? {
            wasmparser::Payload::ImportSection(reader) => {
                for import in reader.into_imports() {
                    if matches!(
                        import?.ty,
                        wasmparser::TypeRef::Func(_) | wasmparser::TypeRef::FuncExact(_)
                    ) {
                        imported += 1;
                    }
                }
            }
            wasmparser::Payload::CodeSectionEntry(body) => {
                let r = body.range();
                bodies.push(r.end.saturating_sub(r.start));
            }
            wasmparser::Payload::CustomSection(reader) => {
                if let wasmparser::KnownCustom::Name(section) = reader.as_known() {
                    for sub in section {
                        if let wasmparser::Name::Function(map) = sub? {
                            for naming in map {
                                let naming = naming?;
                                names.insert(naming.index, naming.name);
                            }
                        }
                    }
                }
            }
            _ => {}
        }
    }
    let mut by_crate = std::collections::BTreeMap::<String, u64>::new();
    for (i, size) in bodies.into_iter().enumerate() {
        let index = imported.saturating_add(u32::try_from(i).unwrap_or(u32::MAX));
        let owner = names.get(&index).map_or_else(|| "(no path)".to_owned(), |n| crate_of(n));
        *by_crate.entry(owner).or_default() += size;
    }
    let mut out: Vec<(String, u64)> = by_crate.into_iter().collect();
    out.sort_by(|a, b| b.1.cmp(&a.1).then_with(|| a.0.cmp(&b.0)));
    Ok(out)
}

/// The crate a (mangled or plain) function name belongs to: the first path segment of the
/// demangled name, after any leading `<`, `&`, `mut `, `dyn ` or `impl `.
fn crate_of(name: &str) -> String {
    let demangled = format!("{:#}", rustc_demangle::demangle(name));
    let mut rest = demangled.as_str();
    loop {
        let trimmed = rest
            .trim_start_matches(['<', '&', '(', '['])
            .trim_start_matches("mut ")
            .trim_start_matches("dyn ")
            .trim_start_matches("impl ");
        if trimmed.len() == rest.len() {
            break;
        }
        rest = trimmed;
    }
    match rest.find("::") {
        // `<u8 as core::fmt::Debug>::fmt`, `<T as yew::Component>::view`: a type with no path
        // of its own counts for the trait's crate.
        Some(end) if rest[..end].contains(" as ") => {
            rest.find(" as ").map_or_else(|| "(no path)".to_owned(), |i| crate_of(&rest[i + 4..]))
        }
        // `<str>::to_lowercase`, `<[u8]>::to_vec`: inherent methods of primitive types.
        Some(end) if rest[..end].ends_with('>') => "core".to_owned(),
        Some(end) if end > 0 => rest[..end].to_owned(),
        _ => "(no path)".to_owned(),
    }
}

fn kb(n: u64) -> String {
    format!("{:.1} KB", n as f64 / 1024.0)
}

/// The wasm file of a build.
fn wasm_of(dist: &Path) -> anyhow::Result<PathBuf> {
    std::fs::read_dir(dist)?
        .flatten()
        .map(|e| e.path())
        .find(|p| p.extension().is_some_and(|x| x == "wasm"))
        .with_context(|| format!("no .wasm in {}", dist.display()))
}

/// The first-view budget: what a route's first view loads before its first interaction, brotli.
pub(crate) const FIRST_VIEW_BUDGET: u64 = 170 * 1024;

/// Prints the report; returns the wasm's brotli size.
pub(crate) fn report(dist: &Path) -> anyhow::Result<u64> {
    let assets = assets(dist)?;
    let (pages, files): (Vec<&Asset>, Vec<&Asset>) =
        assets.iter().partition(|a| a.name.ends_with(".html"));
    println!("size: {}", dist.display());
    println!("  {:<52} {:>10} {:>10}", "file", "raw", "brotli");
    for a in &files {
        println!("  {:<52} {:>10} {:>10}", a.name, kb(a.raw), kb(a.brotli));
    }
    let sum = |v: &[&Asset], f: fn(&Asset) -> u64| v.iter().map(|a| f(a)).sum::<u64>();
    println!(
        "  {:<52} {:>10} {:>10}",
        format!("{} prerendered pages (*.html)", pages.len()),
        kb(sum(&pages, |a| a.raw)),
        kb(sum(&pages, |a| a.brotli))
    );
    if let Some(big) = pages.first() {
        println!(
            "  {:<52} {:>10} {:>10}",
            format!("  heaviest: {}", big.name),
            kb(big.raw),
            kb(big.brotli)
        );
    }
    let total: u64 = assets.iter().map(|a| a.brotli).sum();
    println!("  {:<52} {:>10} {:>10}", "all files", "", kb(total));
    let wasm = wasm_of(dist)?;
    let bytes = std::fs::read(&wasm)?;
    let (code, data, custom) = wasm_parts(&bytes)?;
    println!(
        "  wasm: code {} , data {} (embedded guide and dataset JSON, strings), custom sections {}",
        kb(code),
        kb(data),
        kb(custom)
    );
    embedded_data()?;
    code_owners()?;
    first_view(dist, &assets)?;
    brotli_len(&bytes)
}

/// The JSON the release wasm embeds (written by `gpuplan-web`'s build script), raw and brotli:
/// the data part of what goes into the wasm.
fn embedded_data() -> anyhow::Result<()> {
    let builds = Path::new("target/wasm32-unknown-unknown/release/build");
    let Ok(entries) = std::fs::read_dir(builds) else { return Ok(()) };
    // The newest build script output of gpuplan-web.
    let newest = entries
        .flatten()
        .map(|e| e.path().join("out"))
        .filter(|out| out.join("guide.json").is_file() && out.join("dataset.json").is_file())
        .max_by_key(|out| out.join("guide.json").metadata().and_then(|m| m.modified()).ok());
    let Some(out) = newest else { return Ok(()) };
    for (name, what) in [("guide.json", "the guide's documents"), ("dataset.json", "the dataset")] {
        let bytes = std::fs::read(out.join(name))?;
        println!(
            "  wasm data: {name} ({what}) {} raw, {} brotli on its own",
            kb(bytes.len() as u64),
            kb(brotli_len(&bytes)?)
        );
    }
    Ok(())
}

/// Whose code the wasm holds: the release build's module before wasm-bindgen and wasm-opt (it
/// still has function names), its code bytes by crate. wasm-opt then shrinks the code as a whole,
/// so the shares are what carries over, not the byte counts.
fn code_owners() -> anyhow::Result<()> {
    let path = Path::new("target/wasm32-unknown-unknown/release/gpuplan-web.wasm");
    let Ok(bytes) = std::fs::read(path) else { return Ok(()) };
    let owners = code_by_crate(&bytes)?;
    let total: u64 = owners.iter().map(|(_, n)| n).sum();
    if total == 0 {
        return Ok(());
    }
    let share = |n: u64| n as f64 * 100.0 / total as f64;
    let top: Vec<String> =
        owners.iter().take(10).map(|(name, n)| format!("{name} {:.0}%", share(*n))).collect();
    let rest: u64 = owners.iter().skip(10).map(|(_, n)| n).sum();
    println!(
        "  wasm code by crate (before wasm-opt, {} in all): {}, the other {} crates {:.0}%",
        kb(total),
        top.join(", "),
        owners.len().saturating_sub(10),
        share(rest)
    );
    Ok(())
}

/// What the first view of the heaviest route loads, from the files its page references: to
/// first paint (the page, its stylesheet and the classic scripts in `<head>`, which block
/// rendering) and to first interaction (plus the module script and the wasm). Reported against
/// [`FIRST_VIEW_BUDGET`], not gated: the gate is on the wasm's growth.
fn first_view(dist: &Path, assets: &[Asset]) -> anyhow::Result<()> {
    let index = std::fs::read_to_string(dist.join("index.html"))?;
    let weight = |file: &str| assets.iter().find(|a| a.name == file).map_or(0, |a| a.brotli);
    let (mut paint, mut interact) = (0u64, 0u64);
    for tag in index.split('<').filter(|t| t.starts_with("link ") || t.starts_with("script ")) {
        let Some(url) = attr(tag, "href").or_else(|| attr(tag, "src")) else { continue };
        let file = url.rsplit('/').next().unwrap_or_default();
        let blocking = tag.contains("rel=\"stylesheet\"")
            || (tag.starts_with("script ") && !tag.contains("type=\"module\""));
        let deferred = tag.contains("rel=\"modulepreload\"") || file.ends_with(".wasm");
        if blocking {
            paint += weight(file);
        } else if deferred {
            interact += weight(file);
        }
    }
    let heaviest = assets
        .iter()
        .filter(|a| a.name.ends_with(".html"))
        .max_by_key(|a| a.brotli)
        .map_or((String::new(), 0), |a| (a.name.clone(), a.brotli));
    let to_paint = heaviest.1 + paint;
    let to_interact = to_paint + interact;
    println!(
        "  first view of the heaviest route ({}): to first paint {} (page {} + stylesheet and head scripts {}); to first interaction {} (+ module script and wasm {}); budget {}: {}",
        heaviest.0,
        kb(to_paint),
        kb(heaviest.1),
        kb(paint),
        kb(to_interact),
        kb(interact),
        kb(FIRST_VIEW_BUDGET),
        if to_interact <= FIRST_VIEW_BUDGET {
            "met".to_owned()
        } else {
            format!("over by {}", kb(to_interact - FIRST_VIEW_BUDGET))
        }
    );
    Ok(())
}

/// The value of `name="…"` in a tag's text.
fn attr<'a>(tag: &'a str, name: &str) -> Option<&'a str> {
    let start = tag.find(&format!(" {name}=\""))? + name.len() + 3;
    let len = tag[start..].find('"')?;
    Some(&tag[start..start + len])
}

/// The committed baseline, brotli bytes of the wasm.
fn baseline() -> anyhow::Result<u64> {
    let text = std::fs::read_to_string(BASELINE).with_context(|| format!("reading {BASELINE}"))?;
    let json: serde_json::Value =
        serde_json::from_str(&text).with_context(|| format!("parsing {BASELINE}"))?;
    json.get("wasm_brotli_bytes")
        .and_then(serde_json::Value::as_u64)
        .with_context(|| format!("{BASELINE}: no wasm_brotli_bytes"))
}

/// Fails when the wasm outgrows the baseline by more than [`ALLOWED_GROWTH`].
pub(crate) fn gate(dist: &Path) -> anyhow::Result<()> {
    let now = report(dist)?;
    let base = baseline()?;
    let growth = now as i64 - base as i64;
    println!(
        "size: wasm {} brotli ({now} bytes); baseline {} ({base} bytes); change {:+.1} KB (allowed +{})",
        kb(now),
        kb(base),
        growth as f64 / 1024.0,
        kb(ALLOWED_GROWTH)
    );
    if now > base + ALLOWED_GROWTH {
        bail!(
            "the wasm grew {:.1} KB brotli beyond the baseline. If that is deliberate, raise wasm_brotli_bytes in {BASELINE} in its own commit and say why in its reason",
            growth as f64 / 1024.0
        );
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn attributes_are_read_from_tag_text() {
        let tag = "link rel=\"modulepreload\" href=\"/gpuplan/app-1.js\" crossorigin>";
        assert_eq!(attr(tag, "href"), Some("/gpuplan/app-1.js"));
        assert_eq!(attr(tag, "rel"), Some("modulepreload"));
        assert_eq!(attr(tag, "src"), None);
    }

    #[test]
    fn brotli_shrinks_repetitive_text_and_counts_bytes() {
        let text = "gpuplan ".repeat(1000);
        let n = brotli_len(text.as_bytes()).unwrap_or(u64::MAX);
        assert!(n > 0 && n < 100, "{n}");
    }

    #[test]
    fn functions_are_owned_by_the_crate_that_names_them() {
        // Legacy mangling as rustc writes it in the name section, and plain names.
        assert_eq!(crate_of("_ZN4core3fmt5write17h0123456789abcdefE"), "core");
        assert_eq!(
            crate_of(
                "_ZN71_$LT$gpuplan_core..date..Date$u20$as$u20$core..str..traits..FromStr$GT$8from_str17h8b4ec30cc337e904E"
            ),
            "gpuplan_core"
        );
        assert_eq!(
            crate_of("<&mut serde_json::de::Deserializer<R> as serde::Deserializer>::x"),
            "serde_json"
        );
        assert_eq!(crate_of("<u8 as core::fmt::Debug>::fmt"), "core");
        assert_eq!(crate_of("<T as wasm_bindgen::convert::IntoWasmAbi>::into_abi"), "wasm_bindgen");
        assert_eq!(crate_of("<str>::to_lowercase"), "core");
        assert_eq!(crate_of("main"), "(no path)");
    }

    #[test]
    fn code_is_counted_per_named_function_after_the_imports() {
        // One imported function (index 0), two bodies (indices 1 and 2) named in a name section.
        let mut wasm: Vec<u8> = vec![
            0, 0x61, 0x73, 0x6d, 1, 0, 0, 0, // magic, version
            1, 4, 1, 0x60, 0, 0, // type section: () -> ()
            2, 7, 1, 1, b'm', 1, b'f', 0, 0, // import section: m.f, a function of type 0
            3, 3, 2, 0, 0, // function section: two functions of type 0
            // code section: bodies of 2 and 4 bytes (each after its size byte)
            10, 9, 2, 2, 0, 0x0b, 4, 0, 0x01, 0x01, 0x0b,
        ];
        let names: &[(u8, &str)] = &[(1, "_ZN4core3fmt5write17h0123456789abcdefE"), (2, "yew::f")];
        let mut map = vec![u8::try_from(names.len()).unwrap_or(0)];
        for (index, name) in names {
            map.push(*index);
            map.push(u8::try_from(name.len()).unwrap_or(0));
            map.extend_from_slice(name.as_bytes());
        }
        let mut sub = vec![1, u8::try_from(map.len()).unwrap_or(0)];
        sub.extend(map);
        let mut custom = vec![4];
        custom.extend_from_slice(b"name");
        custom.extend(sub);
        wasm.push(0);
        wasm.push(u8::try_from(custom.len()).unwrap_or(0));
        wasm.extend(custom);
        let owners = code_by_crate(&wasm).unwrap_or_default();
        assert_eq!(owners, vec![("yew".to_owned(), 4), ("core".to_owned(), 2)]);
    }

    #[test]
    fn wasm_sections_are_split_into_code_and_data() {
        // A minimal module: one empty function (code) and one 5-byte data segment.
        let wasm: Vec<u8> = vec![
            0, 0x61, 0x73, 0x6d, 1, 0, 0, 0, // magic, version
            1, 4, 1, 0x60, 0, 0, // type section: () -> ()
            3, 2, 1, 0, // function section
            5, 3, 1, 0, 1, // memory section: 1 page
            10, 4, 1, 2, 0, 0x0b, // code section: 4 bytes
            11, 11, 1, 0, 0x41, 0, 0x0b, 5, b'h', b'e', b'l', b'l',
            b'o', // data section: 11 bytes
        ];
        // The code section is 4 bytes: a 1-byte function count and 3 bytes of body.
        let (code, data, custom) = wasm_parts(&wasm).unwrap_or((0, 0, 0));
        assert_eq!((code, data, custom), (3, 11, 0));
    }
}
