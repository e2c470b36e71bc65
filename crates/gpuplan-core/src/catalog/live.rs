//! Live numbers: the figures a guide chapter takes from the catalog, written
//! `{{ name key=value }}` in its Markdown. The build resolves each one; a directive that does not
//! resolve stops the build, so a figure in the guide cannot drift from the data.
//!
//! | directive | gives |
//! |---|---|
//! | `size_count` | sizes in the catalog |
//! | `gpu_count` | accelerators in the catalog |
//! | `region_count` | regions with prices |
//! | `newest_snapshot` | the newest price snapshot's date |
//! | `spot_discount region=R` | the range of Spot discounts against Linux pay-as-you-go in R, as `min–max %` |
//! | `price size=S region=R [model=M] [os=O]` | the snapshot price, exactly as stored |
//! | `price_ratio a=S1 b=S2 region=R` | S1's pay-as-you-go price per GPU over S2's, as `0.32` |
//! | `vram size=S` | a size's GPU memory per VM, GB |

use rust_decimal::Decimal;

use super::model::{Catalog, Os, PriceRecord, PricingModel};
use super::query::PriceAnswer;
use super::view::format_amount;
use crate::doc::LiveSpec;

fn param<'a>(spec: &'a LiveSpec, key: &str) -> Result<&'a str, String> {
    spec.params
        .iter()
        .find(|(k, _)| k == key)
        .map(|(_, v)| v.as_str())
        .ok_or_else(|| format!("{{{{ {} }}}} needs {key}=…", spec.name))
}

fn found<'c>(
    c: &'c Catalog,
    size: &str,
    region: &str,
    os: Os,
    model: PricingModel,
) -> Result<&'c PriceRecord, String> {
    match c.price(size, region, os, model) {
        PriceAnswer::Found(p) => Ok(p),
        PriceAnswer::NotInSnapshot { newest_snapshot } => Err(format!(
            "no {} {} price for {size} in {region} (newest snapshot {})",
            os.as_str(),
            model.as_str(),
            newest_snapshot.map_or("none".into(), |d| d.to_string())
        )),
    }
}

/// The text a directive stands for, or why it cannot be resolved.
pub fn resolve(spec: &LiveSpec, c: &Catalog) -> Result<String, String> {
    let known = ["size", "region", "model", "os", "a", "b"];
    if let Some((k, _)) = spec.params.iter().find(|(k, _)| !known.contains(&k.as_str())) {
        return Err(format!("unknown parameter {k:?}"));
    }
    match spec.name.as_str() {
        "size_count" => Ok(c.sizes.len().to_string()),
        "gpu_count" => Ok(c.gpus.len().to_string()),
        "region_count" => {
            let mut rs: Vec<&str> = c.prices.iter().map(|p| p.region.as_str()).collect();
            rs.sort_unstable();
            rs.dedup();
            Ok(rs.len().to_string())
        }
        "newest_snapshot" => {
            c.newest_snapshot(None).map(|d| d.to_string()).ok_or_else(|| "no snapshot".into())
        }
        "spot_discount" => {
            let region = param(spec, "region")?;
            let discounts: Vec<Decimal> = c
                .prices
                .iter()
                .filter(|p| {
                    p.region == region && p.os == Os::Linux && p.model == PricingModel::Spot
                })
                .filter_map(|spot| {
                    match c.price(&spot.size, region, Os::Linux, PricingModel::Payg) {
                        PriceAnswer::Found(payg) if !payg.price.is_zero() => {
                            Some((Decimal::ONE - spot.price / payg.price) * Decimal::ONE_HUNDRED)
                        }
                        _ => None,
                    }
                })
                .collect();
            let (Some(lo), Some(hi)) = (discounts.iter().min(), discounts.iter().max()) else {
                return Err(format!("no size has both Spot and pay-as-you-go prices in {region}"));
            };
            Ok(format!("{}–{} %", format_amount(*lo, 0), format_amount(*hi, 0)))
        }
        "price" => {
            let (size, region) = (param(spec, "size")?, param(spec, "region")?);
            let model = match spec.params.iter().find(|(k, _)| k == "model") {
                Some((_, m)) => {
                    PricingModel::parse(m).ok_or_else(|| format!("unknown model {m:?}"))?
                }
                None => PricingModel::Payg,
            };
            let os = match spec.params.iter().find(|(k, _)| k == "os").map(|(_, o)| o.as_str()) {
                None | Some("linux") => Os::Linux,
                Some("windows") => Os::Windows,
                Some(o) => return Err(format!("unknown os {o:?}")),
            };
            let p = found(c, size, region, os, model)?;
            Ok(format_amount(p.price, p.price.scale()))
        }
        "price_ratio" => {
            let (a, b, region) = (param(spec, "a")?, param(spec, "b")?, param(spec, "region")?);
            let per_gpu = |s: &str| -> Result<Decimal, String> {
                let size = c.size(s).ok_or_else(|| format!("no size {s:?}"))?;
                let p = found(c, s, region, Os::Linux, PricingModel::Payg)?;
                Ok(p.price * Decimal::from(size.gpu_count.den) / Decimal::from(size.gpu_count.num))
            };
            let (pa, pb) = (per_gpu(a)?, per_gpu(b)?);
            if pb.is_zero() {
                return Err("division by a zero price".into());
            }
            Ok(format_amount(pa / pb, 2))
        }
        "vram" => {
            let s = param(spec, "size")?;
            c.size(s).map(|x| format!("{}", x.vram_gb())).ok_or_else(|| format!("no size {s:?}"))
        }
        other => Err(format!("unknown directive {other:?}")),
    }
}

#[cfg(all(test, feature = "sources"))]
mod tests {
    use super::*;
    use crate::catalog::embedded;

    fn spec(name: &str, params: &[(&str, &str)]) -> LiveSpec {
        LiveSpec {
            name: name.into(),
            params: params.iter().map(|(k, v)| ((*k).into(), (*v).into())).collect(),
            line: 1,
            value: None,
        }
    }

    #[test]
    fn directives_read_the_catalog() {
        let c = embedded().unwrap_or_else(|e| unreachable!("{e:?}"));
        assert_eq!(resolve(&spec("size_count", &[]), &c), Ok(c.sizes.len().to_string()));
        assert_eq!(resolve(&spec("newest_snapshot", &[]), &c), Ok("2026-08-20".into()));
        // ND H200 v5 Spot equals pay-as-you-go in swedencentral, so the range starts at 0 %.
        let sweden =
            resolve(&spec("spot_discount", &[("region", "swedencentral")]), &c).unwrap_or_default();
        assert!(sweden.starts_with("0–"), "{sweden}");
        // The exact stored price: 110.272 in swedencentral (2026-08-20 snapshot).
        assert_eq!(
            resolve(
                &spec(
                    "price",
                    &[("size", "Standard_ND96isr_H200_v5"), ("region", "swedencentral")]
                ),
                &c
            ),
            Ok("110.272".into())
        );
        // A100 80 GB (8 GPUs) against H100 (8 GPUs) per GPU in westeurope: the ratio of the two
        // snapshot prices, rounded to 2 places for display.
        let a = c.price("Standard_ND96amsr_A100_v4", "westeurope", Os::Linux, PricingModel::Payg);
        let h = c.price("Standard_ND96isr_H100_v5", "westeurope", Os::Linux, PricingModel::Payg);
        if let (PriceAnswer::Found(a), PriceAnswer::Found(h)) = (a, h) {
            let want = format_amount(a.price / h.price, 2);
            assert_eq!(
                resolve(
                    &spec(
                        "price_ratio",
                        &[
                            ("a", "Standard_ND96amsr_A100_v4"),
                            ("b", "Standard_ND96isr_H100_v5"),
                            ("region", "westeurope")
                        ]
                    ),
                    &c
                ),
                Ok(want)
            );
        }
        for (bad, params) in [
            ("nonsense", vec![]),
            ("price", vec![("size", "Standard_Nope"), ("region", "westeurope")]),
            ("spot_discount", vec![]),
            ("size_count", vec![("colour", "red")]),
        ] {
            assert!(resolve(&spec(bad, &params), &c).is_err(), "{bad}");
        }
    }
}
