//! Guards the core's boundaries: `gpuplan-core` must not depend, even indirectly, on a web crate,
//! and no module of the core imports a module above it (the layers are in ARCHITECTURE.md).
//!
//! The layering check reads each core source file as Rust (`syn`), so a grouped or nested
//! import (`use crate::{cost::x, sizing::{a, b}}`), a `pub use`, a `super::` path or a path
//! inside a macro call names its modules as plainly as `use crate::cost::x` does.
//!
//! The dependency check asks `cargo tree`, which applies cargo's feature resolver. `cargo metadata`'s
//! resolve graph does not: it lists optional dependencies behind weak features (`dep?/feature`)
//! as edges even when nothing enables them, so it reports web crates that are never linked.

#[cfg(test)]
mod tests {
    use std::collections::BTreeSet;
    use std::process::Command;

    use syn::punctuated::Punctuated;
    use syn::visit::{self, Visit};
    use syn::{Attribute, Expr, Item, ItemMod, ItemUse, Meta, Token, UseTree};

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

    /// The module a file under `src/` holds: `cost/estimate/lines.rs` is `cost::estimate::lines`,
    /// `cost.rs` and `cost/mod.rs` are `cost`.
    fn module_of(file: &str) -> Vec<String> {
        let mut path: Vec<String> =
            file.trim_end_matches(".rs").split('/').map(str::to_owned).collect();
        if path.last().is_some_and(|last| last == "mod") {
            path.pop();
        }
        path
    }

    /// Every top module of the crate that a file's non-test code names, read as Rust with `syn`:
    /// paths from `crate`, `super` and `self` in `use` trees (grouped and nested ones, `pub use`
    /// and renames included), in expressions, types, patterns and visibilities, and inside macro
    /// calls. `module` is the file's module (see [`module_of`]): `super` and `self` are resolved
    /// from it, and from any inline module around the path. Items under `#[cfg(test)]` (or a
    /// `cfg` that needs `test`) and inline `mod tests` are skipped. A glob of the crate root
    /// names `*`, which is in no layer.
    fn named_modules(text: &str, module: &[String]) -> Result<BTreeSet<String>, String> {
        let file = syn::parse_file(text).map_err(|e| {
            let at = e.span().start();
            format!("does not parse as Rust at {}:{}: {e}", at.line, at.column)
        })?;
        let mut names = Names { here: module.to_vec(), names: BTreeSet::new(), problems: vec![] };
        names.visit_file(&file);
        if names.problems.is_empty() { Ok(names.names) } else { Err(names.problems.join("; ")) }
    }

    /// What [`named_modules`] collects while it walks a file.
    struct Names {
        /// The module the code being read is in: the file's, then the inline modules around it.
        here: Vec<String>,
        names: BTreeSet<String>,
        problems: Vec<String>,
    }

    impl Names {
        /// Records the top module that `path` (its segments as written) names, when it starts
        /// at `crate`, `super` or `self`; other paths name other crates or local items.
        fn resolve(&mut self, path: &[String]) {
            let (mut at, rest) = match path.first().map(String::as_str) {
                Some("crate") => (Vec::new(), &path[1..]),
                Some("self") => (self.here.clone(), &path[1..]),
                Some("super") => {
                    let ups = path.iter().take_while(|s| *s == "super").count();
                    let Some(kept) = self.here.len().checked_sub(ups) else {
                        self.problems.push(format!("{} goes above the crate", path.join("::")));
                        return;
                    };
                    (self.here[..kept].to_vec(), &path[ups..])
                }
                _ => return,
            };
            at.extend(rest.iter().cloned());
            if let Some(top) = at.into_iter().next() {
                self.names.insert(top);
            }
        }

        /// A macro's tokens that are not expressions: each `crate::NAME` and `crate::{…}` in
        /// them (not `$crate::`).
        fn scan(&mut self, tokens: proc_macro2::TokenStream) {
            use proc_macro2::{Delimiter, TokenTree};
            use syn::parse::Parser as _;

            let tokens: Vec<TokenTree> = tokens.into_iter().collect();
            for (i, token) in tokens.iter().enumerate() {
                let is_punct = |at: usize, c: char| matches!(tokens.get(at), Some(TokenTree::Punct(p)) if p.as_char() == c);
                match token {
                    TokenTree::Group(g) => self.scan(g.stream()),
                    TokenTree::Ident(id)
                        if id == "crate"
                            && !(i > 0 && is_punct(i - 1, '$'))
                            && is_punct(i + 1, ':')
                            && is_punct(i + 2, ':') =>
                    {
                        match tokens.get(i + 3) {
                            Some(TokenTree::Ident(name)) => {
                                self.names.insert(name.to_string());
                            }
                            Some(TokenTree::Group(g)) if g.delimiter() == Delimiter::Brace => {
                                let parse = Punctuated::<UseTree, Token![,]>::parse_terminated;
                                match parse.parse2(g.stream()) {
                                    Ok(trees) => {
                                        for tree in &trees {
                                            self.use_tree(tree, &mut vec!["crate".to_owned()]);
                                        }
                                    }
                                    Err(e) => self.problems.push(format!("crate::{{…}}: {e}")),
                                }
                            }
                            _ => {}
                        }
                    }
                    _ => {}
                }
            }
        }

        /// Resolves every path of a `use` tree under `prefix`: `a::{b, c::{d, self}}` is
        /// `a::b`, `a::c::d` and `a::c`.
        fn use_tree(&mut self, tree: &UseTree, prefix: &mut Vec<String>) {
            let whole = |prefix: &[String], last: Option<String>| {
                let mut path = prefix.to_vec();
                path.extend(last);
                path
            };
            match tree {
                UseTree::Path(p) => {
                    prefix.push(p.ident.to_string());
                    self.use_tree(&p.tree, prefix);
                    prefix.pop();
                }
                UseTree::Name(n) if n.ident == "self" => self.resolve(prefix),
                UseTree::Name(n) => self.resolve(&whole(prefix, Some(n.ident.to_string()))),
                UseTree::Rename(r) if r.ident == "self" => self.resolve(prefix),
                UseTree::Rename(r) => self.resolve(&whole(prefix, Some(r.ident.to_string()))),
                UseTree::Glob(_) => self.resolve(&whole(prefix, Some("*".to_owned()))),
                UseTree::Group(g) => {
                    for tree in &g.items {
                        self.use_tree(tree, prefix);
                    }
                }
            }
        }
    }

    /// Whether a `cfg` predicate holds only in test builds: `test`, an `all` with `test` in it,
    /// an `any` of such predicates.
    fn needs_test(meta: &Meta) -> bool {
        let args = |list: &syn::MetaList| {
            list.parse_args_with(Punctuated::<Meta, Token![,]>::parse_terminated)
                .map(|p| p.into_iter().collect::<Vec<_>>())
                .unwrap_or_default()
        };
        match meta {
            Meta::Path(p) => p.is_ident("test"),
            Meta::List(l) if l.path.is_ident("all") => args(l).iter().any(needs_test),
            Meta::List(l) if l.path.is_ident("any") => {
                let alternatives = args(l);
                !alternatives.is_empty() && alternatives.iter().all(needs_test)
            }
            _ => false,
        }
    }

    fn test_only(attrs: &[Attribute]) -> bool {
        attrs.iter().any(|a| {
            a.path().is_ident("cfg") && a.parse_args::<Meta>().is_ok_and(|m| needs_test(&m))
        })
    }

    fn item_attrs(item: &Item) -> &[Attribute] {
        match item {
            Item::Const(i) => &i.attrs,
            Item::Enum(i) => &i.attrs,
            Item::ExternCrate(i) => &i.attrs,
            Item::Fn(i) => &i.attrs,
            Item::ForeignMod(i) => &i.attrs,
            Item::Impl(i) => &i.attrs,
            Item::Macro(i) => &i.attrs,
            Item::Mod(i) => &i.attrs,
            Item::Static(i) => &i.attrs,
            Item::Struct(i) => &i.attrs,
            Item::Trait(i) => &i.attrs,
            Item::TraitAlias(i) => &i.attrs,
            Item::Type(i) => &i.attrs,
            Item::Union(i) => &i.attrs,
            Item::Use(i) => &i.attrs,
            _ => &[],
        }
    }

    impl<'ast> Visit<'ast> for Names {
        fn visit_item(&mut self, item: &'ast Item) {
            if !test_only(item_attrs(item)) {
                visit::visit_item(self, item);
            }
        }

        fn visit_impl_item(&mut self, item: &'ast syn::ImplItem) {
            let attrs = match item {
                syn::ImplItem::Const(i) => &i.attrs[..],
                syn::ImplItem::Fn(i) => &i.attrs,
                syn::ImplItem::Type(i) => &i.attrs,
                syn::ImplItem::Macro(i) => &i.attrs,
                _ => &[],
            };
            if !test_only(attrs) {
                visit::visit_impl_item(self, item);
            }
        }

        fn visit_item_mod(&mut self, m: &'ast ItemMod) {
            if m.ident == "tests" {
                return;
            }
            self.here.push(m.ident.to_string());
            visit::visit_item_mod(self, m);
            self.here.pop();
        }

        fn visit_item_use(&mut self, u: &'ast ItemUse) {
            if u.leading_colon.is_none() {
                self.use_tree(&u.tree, &mut Vec::new());
            }
        }

        fn visit_path(&mut self, path: &'ast syn::Path) {
            if path.leading_colon.is_none() {
                let segments: Vec<String> =
                    path.segments.iter().map(|s| s.ident.to_string()).collect();
                self.resolve(&segments);
            }
            visit::visit_path(self, path);
        }

        fn visit_macro(&mut self, mac: &'ast syn::Macro) {
            visit::visit_macro(self, mac);
            match mac.parse_body_with(Punctuated::<Expr, Token![,]>::parse_terminated) {
                Ok(args) => {
                    for arg in &args {
                        self.visit_expr(arg);
                    }
                }
                Err(_) => self.scan(mac.tokens.clone()),
            }
        }
    }

    /// `(file under src/, its text)` for every non-test source file of the core.
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
                let Ok(text) = std::fs::read_to_string(&path) else {
                    panic!("{path:?} unreadable")
                };
                out.push((rel, text));
            }
        }
        let root =
            std::path::Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/../gpuplan-core/src"));
        let mut out = Vec::new();
        walk(root, root, &mut out);
        out.sort();
        out
    }

    /// What breaks the layering in `files` (file under `src/`, text): each file that does not
    /// parse, each module in no layer, and each name of a module not below the file's own
    /// layer, but those in `known`, which are returned apart as (file, module).
    fn layering(
        files: &[(String, String)],
        known: &[(&str, &str)],
    ) -> (Vec<String>, BTreeSet<(String, String)>) {
        let mut broken = Vec::new();
        let mut seen_known = BTreeSet::new();
        for (file, text) in files {
            let module = module_of(file);
            let top = module.first().cloned().unwrap_or_default();
            let Some(own) = layer_of(&top) else {
                broken.push(format!("{file}: module {top} is in no layer of LAYERS"));
                continue;
            };
            let names = match named_modules(text, &module) {
                Ok(names) => names,
                Err(e) => {
                    broken.push(format!("{file}: {e}"));
                    continue;
                }
            };
            for name in names {
                if name == top {
                    continue;
                }
                let Some(other) = layer_of(&name) else {
                    broken.push(format!("{file}: crate::{name} is in no layer of LAYERS"));
                    continue;
                };
                if other >= own {
                    if known.contains(&(file.as_str(), name.as_str())) {
                        seen_known.insert((file.clone(), name));
                    } else {
                        broken.push(format!(
                            "{file} ({top}) names crate::{name}, which is not below it"
                        ));
                    }
                }
            }
        }
        (broken, seen_known)
    }

    // Regression guard for the architecture invariant "no core module imports a module above it".
    #[test]
    fn core_modules_import_only_lower_layers() {
        let files = core_files();
        assert!(
            files.iter().any(|(f, _)| f == "catalog/view.rs"),
            "the walk finds the core: {:?}",
            files.iter().map(|(f, _)| f).collect::<Vec<_>>()
        );
        let (broken, seen_known) = layering(&files, KNOWN);
        assert!(broken.is_empty(), "layering broken:\n{}", broken.join("\n"));
        for (file, name) in KNOWN {
            assert!(
                seen_known.contains(&((*file).to_owned(), (*name).to_owned())),
                "{file} no longer names crate::{name}: remove it from KNOWN"
            );
        }
    }

    fn names(text: &str, module: &str) -> Vec<String> {
        let module: Vec<String> = module.split("::").map(str::to_owned).collect();
        let names = named_modules(text, &module).unwrap_or_else(|e| panic!("{e}"));
        names.into_iter().collect()
    }

    #[test]
    fn named_modules_reads_paths_not_comments() {
        let text = "use crate::date::Date;\n// crate::calc in a comment\n/// crate::sizing in a doc\n\
                    fn f() { let x = crate::cost::money::f(); }\nuse gpuplan_crate::x;\n\
                    const S: &str = \"crate::guide in a string\";\n\
                    mod tests {\nuse crate::guide;\n}\n\
                    #[cfg(all(test, not(target_arch = \"wasm32\")))]\nuse crate::calc;\n\
                    #[cfg(not(test))]\nuse crate::percent;";
        assert_eq!(names(text, "sizing"), ["cost", "date", "percent"]);
    }

    /// Grouped and nested `use` trees, `pub use`, renames, `self` in a group and globs.
    #[test]
    fn named_modules_reads_grouped_and_nested_imports() {
        let text = "use crate::{cost::x, sizing::{a, b as c}};\n\
                    pub use crate::{catalog::{self, Size}, doc::*};\n\
                    pub(crate) use crate::{date as day};\n\
                    use crate::{markdown::{y, z::{w}}};";
        assert_eq!(names(text, "calc"), ["catalog", "cost", "date", "doc", "markdown", "sizing"]);
    }

    /// `super` and `self` resolve from the file's module and any inline module around them.
    #[test]
    fn named_modules_resolves_super_and_self() {
        assert_eq!(names("use super::sizing::Fit;", "cost"), ["sizing"]);
        assert_eq!(names("use super::{lines, super::guide};", "cost::estimate"), ["cost", "guide"]);
        assert_eq!(names("use super::super::calc::Kind;", "cost::estimate"), ["calc"]);
        assert_eq!(names("mod inner { use super::super::dataset::D; }", "cost"), ["dataset"]);
        assert_eq!(names("use self::lines::f;", "cost::estimate"), ["cost"]);
        assert_eq!(names("use super::*;", "cost"), ["*"]);
        let module = ["cost".to_owned()];
        assert!(named_modules("use super::super::x;", &module).is_err());
        assert!(named_modules("fn (", &module).is_err(), "a file that does not parse fails");
    }

    /// Paths in expressions, types and macro calls, not only in `use`.
    #[test]
    fn named_modules_reads_paths_in_code_and_macros() {
        let text = "fn f(x: crate::catalog::Size) -> Vec<crate::doc::Block> {\n\
                    let y = <crate::date::Date as Default>::default();\n\
                    format!(\"{}\", crate::guide::title());\n\
                    vec![crate::sizing::ZERO; 3];\n\
                    m!(x => crate::{percent::P, calc});\n\
                    macro_rules! n { () => { $crate::markdown::x() } }\n\
                    todo!() }";
        assert_eq!(
            names(text, "cost"),
            ["calc", "catalog", "date", "doc", "guide", "percent", "sizing"]
        );
    }

    /// A grouped import that reaches up a layer breaks the layering, and is reported; one that
    /// names only lower layers does not.
    #[test]
    fn a_grouped_import_of_a_higher_layer_is_caught() {
        let file = |name: &str, text: &str| (name.to_owned(), text.to_owned());
        let (broken, _) = layering(
            &[file("cost/estimate.rs", "use crate::{date::Date, sizing::{fit, Fit}};")],
            &[],
        );
        assert_eq!(broken, ["cost/estimate.rs (cost) names crate::sizing, which is not below it"]);
        let (broken, _) =
            layering(&[file("cost.rs", "pub use super::{calc::Kind, catalog::Size};")], &[]);
        assert_eq!(broken, ["cost.rs (cost) names crate::calc, which is not below it"]);
        let (broken, _) = layering(
            &[
                file("sizing/tree.rs", "use crate::{cost::{self, x}, catalog::{a, b}, date};"),
                file("calc/mod.rs", "pub use crate::{sizing::{a, b::c}, cost::*};"),
            ],
            &[],
        );
        assert!(broken.is_empty(), "{broken:?}");
        let (broken, known) = layering(
            &[file("date.rs", "use crate::{lang, catalog::Size};")],
            &[("date.rs", "catalog")],
        );
        assert_eq!((broken.len(), known.len()), (1, 1), "{broken:?}");
        assert_eq!(broken, ["date.rs (date) names crate::lang, which is not below it"]);
    }
}
