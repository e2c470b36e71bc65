//! `gpuplan calc <name> [key=value …]`: every calculator of the web, from its defaults and the
//! pairs given, with the same figure rows as its page (`gpuplan_i18n::calc`'s `*_figures`, which
//! the page draws too), or `--json` with the core's whole result.

use std::io::Write;

use anyhow::{anyhow, bail};
use gpuplan_core::calc::{FieldError, Input, Kind, MAX_VALUE_CHARS, Notice, PriceUsed};
use gpuplan_core::catalog::{Catalog, coverage};
use gpuplan_core::dataset::{self, Dataset};
use gpuplan_core::date::Date;
use gpuplan_i18n::calc::{self as calc_words, CalcMsg, Figures};
use gpuplan_i18n::cli as words;
use gpuplan_i18n::{Lang, format, problems};
use serde::Serialize;

/// Options of `gpuplan calc`.
#[derive(clap::Args)]
pub(crate) struct CalcArgs {
    /// The calculator, by the name in its page's address.
    #[arg(value_parser = clap::builder::PossibleValuesParser::new(Kind::ALL.map(Kind::name)))]
    name: String,
    /// Fields to set, as on the calculator's page (its address writes them `name.key=value`):
    /// `work=4k`, `region=eastus`. The others keep their defaults.
    #[arg(value_name = "KEY=VALUE")]
    pairs: Vec<String>,
    /// List the calculator's fields with their defaults instead of computing.
    #[arg(long)]
    fields: bool,
    /// Print the core's result as JSON instead of the figures.
    #[arg(long)]
    json: bool,
}

/// A result, ready to print: its JSON, its figure rows, notes under them and the prices used.
struct Done {
    json: String,
    figures: Figures,
    notes: Vec<String>,
    prices: Vec<PriceUsed>,
}

fn done<T: Serialize>(
    out: &T,
    figures: Figures,
    notes: Vec<String>,
    prices: &[PriceUsed],
) -> Result<Done, Vec<FieldError>> {
    Ok(Done {
        // The core's output types serialize without failing (no maps with non-string keys).
        json: serde_json::to_string_pretty(out).unwrap_or_default(),
        figures,
        notes,
        prices: prices.to_vec(),
    })
}

/// Computes `kind` from `state` and words its figures in `lang`: the CLI's list of calculators,
/// one line each, as the web's `components::calc::compute` is the web's.
fn compute(
    kind: Kind,
    state: &[(String, String)],
    d: &Dataset,
    today: Date,
    lang: Lang,
) -> Result<Done, Vec<FieldError>> {
    use gpuplan_core::calc as c;
    let none = Vec::new;
    match kind {
        Kind::Training => c::training::training(state, d, today)
            .and_then(|o| done(&o, calc_words::training_figures(&o, lang), none(), &o.prices)),
        Kind::FineTuning => c::fine_tuning::fine_tuning(state, d, today)
            .and_then(|o| done(&o, calc_words::training_figures(&o, lang), none(), &o.prices)),
        Kind::Cv => c::cv::cv(state, d, today)
            .and_then(|o| done(&o, calc_words::cv_figures(&o, lang), none(), &o.prices)),
        Kind::Inference => c::inference::inference(state, d, today)
            .and_then(|o| done(&o, calc_words::inference_figures(&o, lang), none(), &o.prices)),
        Kind::Spot => c::spot::spot(state, d, today)
            .and_then(|o| done(&o, calc_words::spot_figures(&o, lang), none(), &o.prices)),
        Kind::BreakEven => c::break_even::break_even(state, d, today).and_then(|o| {
            let notes = if o.result.commitments.is_empty() {
                vec![CalcMsg::NoCommitment.text(lang).to_owned()]
            } else {
                none()
            };
            done(&o, calc_words::break_even_figures(&o, lang), notes, &o.prices)
        }),
        Kind::MixedFleet => c::mixed_fleet::mixed_fleet(state, d, today).and_then(|o| {
            let notes = vec![CalcMsg::FleetNote.text(lang).to_owned()];
            done(&o, calc_words::fleet_figures(&o, lang), notes, &o.prices)
        }),
        Kind::BuyOrRent => c::buy_or_rent::buy_or_rent(state, d, today).and_then(|o| {
            let notes = o.notes.iter().map(|n| calc_words::buy_note(n, lang)).collect();
            done(&o, calc_words::buy_figures(&o, lang), notes, &o.prices)
        }),
        Kind::Governance => c::governance::governance(state, d, today)
            .and_then(|o| done(&o, calc_words::governance_figures(&o, lang), none(), &o.prices)),
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
    let kind = Kind::from_name(&args.name).ok_or_else(|| anyhow!("{}", args.name))?;
    if args.fields {
        list_fields(kind, lang, out)?;
        return Ok(());
    }
    let given = pairs(&args.pairs, lang)?;
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
    let done = compute(kind, &state, &d, today, lang).map_err(|errors| {
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
        writeln!(out, "{}", done.json)?;
        return Ok(());
    }
    for (label, value) in &done.figures {
        writeln!(out, "{}", calc_words::labelled(label, value, lang))?;
    }
    if !done.notes.is_empty() {
        writeln!(out)?;
        for note in &done.notes {
            writeln!(out, "{note}")?;
        }
    }
    if !done.prices.is_empty() {
        writeln!(out)?;
        writeln!(out, "{}", words::prices_used_heading(lang))?;
        for p in &done.prices {
            writeln!(out, "  {}", price_line(p, &d.catalog, today, lang))?;
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
    fn every_calculator_computes_its_defaults_or_names_the_fields_left_to_fill() {
        let d = dataset::embedded().unwrap_or_else(|e| panic!("{e:?}"));
        for kind in Kind::ALL {
            match compute(
                kind,
                &kind.defaults(&[]),
                &d,
                crate::catalog::today(None, Lang::En).unwrap_or_else(|e| panic!("{e}")),
                Lang::En,
            ) {
                Ok(done) => assert!(!done.figures.is_empty(), "{}", kind.name()),
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
