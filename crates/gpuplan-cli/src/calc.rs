//! `gpuplan calc <name> [--field value …] [key=value …]`: every calculator of the web, from its
//! defaults and the fields given, with the same figure rows as its page
//! (`gpuplan_i18n::calc::figures`, which the page draws too), or `--json` with the core's whole
//! result.
//!
//! Each calculator is a subcommand built at run time from its declaration in the core
//! (`Kind::ALL` and each field): one `--field` flag a field (`--eviction-rate 5%`, also spelled
//! `--eviction_rate`), its help the field's label and hint in the chosen language. The
//! `key=value` form, as the page's address writes fields, works too; a flag wins over a pair.

use std::io::Write;

use anyhow::{anyhow, bail};
use clap::{Arg, ArgAction, ArgMatches, Command};
use gpuplan_core::calc::{Input, Kind, MAX_VALUE_CHARS, Notice, Outcome, PriceUsed};
use gpuplan_core::catalog::{Catalog, coverage};
use gpuplan_core::dataset;
use gpuplan_core::date::Date;
use gpuplan_i18n::calc::{self as calc_words, CalcMsg};
use gpuplan_i18n::cli as words;
use gpuplan_i18n::{Lang, format, problems};

/// Options of `gpuplan calc NAME`, read from the subcommand that `CalcArgs::augment_args` builds.
pub(crate) struct CalcArgs {
    /// The calculator.
    kind: Kind,
    /// Fields as `key=value`, as the page's address writes them.
    pairs: Vec<String>,
    /// Fields given as `--field value`, by the calculator's keys.
    flags: Vec<(String, String)>,
    /// List the calculator's fields with their defaults instead of computing.
    fields: bool,
    /// Print the core's result as JSON instead of the figures.
    json: bool,
}

/// The flag of a field: its key with `-` for `_` (`eviction_rate` → `--eviction-rate`).
fn flag_name(key: &str) -> String {
    key.replace('_', "-")
}

/// A subcommand named `name` that takes `kind`'s fields as flags (`--eviction-rate 5%`, also
/// spelled as the key, `--eviction_rate`), and `--json`; worded in `lang`. `gpuplan calc` and
/// `gpuplan analyze` build theirs with it.
pub(crate) fn fields_command(name: &'static str, kind: Kind, lang: Lang) -> Command {
    let json = Arg::new("json")
        .long("json")
        .action(ArgAction::SetTrue)
        .help(words::CliMsg::CalcJsonHelp.text(lang));
    let cmd = Command::new(name)
        .about(calc_words::title(kind, lang))
        .long_about(calc_words::blurb(kind, lang))
        .arg(json);
    kind.fields().iter().fold(cmd, |cmd, f| {
        let label = calc_words::label(kind, f.key, lang);
        let hint = calc_words::hint(kind, f.key, lang);
        let help = if hint.is_empty() {
            label.to_owned()
        } else {
            calc_words::labelled(label, hint, lang)
        };
        let flag = flag_name(f.key);
        let mut arg = Arg::new(f.key).long(flag.clone()).value_name("VALUE").help(help);
        if flag != f.key {
            arg = arg.alias(f.key);
        }
        if let Input::Choice(values) = f.input {
            arg =
                arg.value_parser(clap::builder::PossibleValuesParser::new(values.iter().copied()));
        }
        if !f.default.is_empty() {
            arg = arg.default_value(f.default);
        }
        cmd.arg(arg)
    })
}

/// The fields `sub` was given as flags, by `kind`'s keys. A default clap shows in the help is
/// not given: it stays the calculator's, so a pair or a JSON field can set it.
pub(crate) fn given_flags(kind: Kind, sub: &ArgMatches) -> Vec<(String, String)> {
    kind.fields()
        .iter()
        .filter(|f| sub.value_source(f.key) == Some(clap::parser::ValueSource::CommandLine))
        .filter_map(|f| Some((f.key.to_owned(), sub.get_one::<String>(f.key)?.clone())))
        .collect()
}

/// The subcommand of one calculator: its fields as flags, `key=value` pairs and `--fields`.
fn calculator_command(kind: Kind, lang: Lang) -> Command {
    fields_command(kind.name(), kind, lang)
        .arg(
            Arg::new("pairs")
                .value_name("KEY=VALUE")
                .num_args(0..)
                .help(words::CliMsg::CalcPairsHelp.text(lang)),
        )
        .arg(
            Arg::new("fields")
                .long("fields")
                .action(ArgAction::SetTrue)
                .help(words::CliMsg::CalcFieldsHelp.text(lang)),
        )
}

impl clap::Args for CalcArgs {
    fn augment_args(cmd: Command) -> Command {
        let lang = crate::help::help_lang();
        Kind::ALL.into_iter().fold(cmd.subcommand_required(true), |cmd, kind| {
            cmd.subcommand(calculator_command(kind, lang))
        })
    }

    fn augment_args_for_update(cmd: Command) -> Command {
        Self::augment_args(cmd)
    }
}

impl clap::FromArgMatches for CalcArgs {
    fn from_arg_matches(m: &ArgMatches) -> Result<Self, clap::Error> {
        let Some((name, sub)) = m.subcommand() else {
            return Err(clap::Error::new(clap::error::ErrorKind::MissingSubcommand));
        };
        let Some(kind) = Kind::from_name(name) else {
            return Err(clap::Error::new(clap::error::ErrorKind::InvalidSubcommand));
        };
        Ok(CalcArgs {
            kind,
            pairs: sub
                .get_many::<String>("pairs")
                .map(|v| v.cloned().collect())
                .unwrap_or_default(),
            flags: given_flags(kind, sub),
            fields: sub.get_flag("fields"),
            json: sub.get_flag("json"),
        })
    }

    fn update_from_arg_matches(&mut self, m: &ArgMatches) -> Result<(), clap::Error> {
        *self = Self::from_arg_matches(m)?;
        Ok(())
    }
}

/// The pairs as `(key, value)`, or the first argument that is not `key=value`.
fn pairs(args: &[String], lang: Lang) -> anyhow::Result<Vec<(String, String)>> {
    args.iter()
        .map(|a| match a.split_once('=') {
            Some((k, v)) if !k.trim().is_empty() => Ok((k.trim().to_owned(), v.to_owned())),
            _ => Err(anyhow!("{}", words::not_a_pair(a, lang))),
        })
        .collect()
}

/// The calculator's fields, one a line: key and default, label and hint, a choice's values.
fn list_fields(kind: Kind, lang: Lang, out: &mut dyn Write) -> std::io::Result<()> {
    for f in kind.fields() {
        let values: Vec<&str> = match f.input {
            Input::Choice(list) => list.to_vec(),
            _ => Vec::new(),
        };
        writeln!(
            out,
            "{}",
            words::field_line(
                f.key,
                f.default,
                calc_words::label(kind, f.key, lang),
                calc_words::hint(kind, f.key, lang),
                &values,
                lang
            )
        )?;
    }
    Ok(())
}

pub(crate) fn calc(args: &CalcArgs, lang: Lang, out: &mut dyn Write) -> anyhow::Result<()> {
    let kind = args.kind;
    if args.fields {
        list_fields(kind, lang, out)?;
        return Ok(());
    }
    // The pairs, then the flags: a flag wins over a pair for the same field.
    let mut given = pairs(&args.pairs, lang)?;
    given.extend(args.flags.iter().cloned());
    run(kind, &given, args.json, lang, out)
}

/// Runs `kind` from its defaults with `given` set over them, and prints its figures, notes
/// and prices (or `json`, the core's whole result): `gpuplan calc` and `gpuplan analyze`, one
/// path, so their figures are the same rows the web draws.
pub(crate) fn run(
    kind: Kind,
    given: &[(String, String)],
    json: bool,
    lang: Lang,
    out: &mut dyn Write,
) -> anyhow::Result<()> {
    let (state, notices) = kind.state_from_pairs(kind.defaults(&[]), given);
    // A key the calculator lacks or a value too long to keep is the reader's mistake: say so
    // and stop, rather than compute something else than was asked.
    if !notices.is_empty() {
        let list: Vec<String> = notices
            .iter()
            .map(|n| match n {
                Notice::Cut { field } => {
                    let label = calc_words::label(kind, field, lang);
                    let problem = words::too_long(MAX_VALUE_CHARS, lang);
                    format!("  {}", words::field_error(field, label, &problem, lang))
                }
                Notice::UnknownField { key } => {
                    format!("  {}", words::unknown_key(key, kind.name(), lang))
                }
            })
            .collect();
        bail!("{}\n{}", words::problems_count(notices.len(), lang), list.join("\n"));
    }
    let d =
        dataset::embedded().map_err(|e| anyhow!("{}", words::catalog_invalid(e.len(), lang)))?;
    let today = crate::catalog::today(None, lang)?;
    let outcome = kind.compute(&state, &d, today).map_err(|errors| {
        let list: Vec<String> = errors
            .iter()
            .map(|e| {
                let label = calc_words::label(kind, &e.field, lang);
                let problem = problems::problem(&e.problem, lang);
                format!("  {}", words::field_error(&e.field, label, &problem, lang))
            })
            .collect();
        anyhow!("{}\n{}", words::problems_count(errors.len(), lang), list.join("\n"))
    })?;
    if json {
        writeln!(out, "{}", serde_json::to_string_pretty(&outcome)?)?;
        return Ok(());
    }
    print_outcome(&outcome, &d.catalog, today, lang, out)
}

/// A result's figure rows, the notes under them and the prices used, as the page shows them.
fn print_outcome(
    outcome: &Outcome,
    catalog: &Catalog,
    today: Date,
    lang: Lang,
    out: &mut dyn Write,
) -> anyhow::Result<()> {
    for (label, value) in &calc_words::figures(outcome, lang) {
        writeln!(out, "{}", calc_words::labelled(label, value, lang))?;
    }
    let notes = calc_words::notes(outcome, lang);
    if !notes.is_empty() {
        writeln!(out)?;
        for note in &notes {
            writeln!(out, "{}", note.text)?;
        }
    }
    let prices = outcome.prices_used();
    if !prices.is_empty() {
        writeln!(out)?;
        writeln!(out, "{}", words::prices_used_heading(lang))?;
        for p in prices {
            writeln!(out, "  {}", price_line(p, catalog, today, lang))?;
        }
    }
    Ok(())
}

/// A price the result used, as the page's list of prices writes it: what, the amount, the
/// snapshot's date (marked when old) and the source, by its short name (never its key).
fn price_line(p: &PriceUsed, catalog: &Catalog, today: Date, lang: Lang) -> String {
    let what = calc_words::price_what(&p.item, lang);
    let mut line =
        calc_words::price_line(&what, &p.usd.to_string(), &format::date(p.as_of, lang), lang);
    if coverage::is_stale(p.as_of, today) {
        line.push_str(&calc_words::older_than(coverage::STALE_AFTER_DAYS, lang));
    }
    let source = gpuplan_i18n::catalog::source_ref(catalog, &p.source, lang);
    format!("{line}{source}{}", CalcMsg::CloseParen.text(lang))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pairs_are_read_and_a_bad_one_is_named() {
        let ok = pairs(&["work=4k".into(), "region= eastus".into(), "x==y".into()], Lang::En);
        assert_eq!(
            ok.ok(),
            Some(vec![
                ("work".into(), "4k".into()),
                ("region".into(), " eastus".into()),
                ("x".into(), "=y".into())
            ])
        );
        for bad in ["work", "=4k"] {
            let e = pairs(&[bad.into()], Lang::Zh).map(|_| ()).unwrap_err().to_string();
            assert!(e.contains("不是 key=value 形式") && e.contains(bad), "{e}");
        }
    }

    #[test]
    fn every_field_of_every_calculator_is_a_flag() {
        for kind in Kind::ALL {
            let mut cmd = Command::new("calc");
            cmd = <CalcArgs as clap::Args>::augment_args(cmd);
            for f in kind.fields() {
                // A value the field accepts: its default, or a choice's first value, or text.
                let value = match f.input {
                    Input::Choice(values) => values.first().copied().unwrap_or("x"),
                    _ if !f.default.is_empty() => f.default,
                    _ => "1",
                };
                let flag = format!("--{}", flag_name(f.key));
                let m = cmd
                    .try_get_matches_from_mut(["calc", kind.name(), flag.as_str(), value])
                    .unwrap_or_else(|e| panic!("{} {flag}: {e}", kind.name()));
                let args = <CalcArgs as clap::FromArgMatches>::from_arg_matches(&m)
                    .unwrap_or_else(|e| panic!("{} {flag}: {e}", kind.name()));
                assert_eq!(args.kind, kind);
                assert_eq!(args.flags, vec![(f.key.to_owned(), value.to_owned())], "{flag}");
            }
        }
    }

    #[test]
    fn every_calculator_computes_its_defaults_or_names_the_fields_left_to_fill() {
        let d = dataset::embedded().unwrap_or_else(|e| panic!("{e:?}"));
        let today = crate::catalog::today(None, Lang::En).unwrap_or_else(|e| panic!("{e}"));
        for kind in Kind::ALL {
            match kind.compute(&kind.defaults(&[]), &d, today) {
                Ok(o) => assert!(!calc_words::figures(&o, Lang::En).is_empty(), "{}", kind.name()),
                // Governance and buy-or-rent leave fields for the reader: only those are named.
                Err(errors) => {
                    for e in errors {
                        let field = kind.fields().iter().find(|f| f.key == e.field);
                        assert!(
                            field.is_some_and(|f| f.default.is_empty()),
                            "{}: {e:?}",
                            kind.name()
                        );
                    }
                }
            }
        }
    }
}
