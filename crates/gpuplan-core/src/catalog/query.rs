//! Questions asked of the catalog.

use crate::date::Date;

use super::model::{
    Catalog, Gpu, Lifecycle, Os, PriceKey, PriceRecord, PricingModel, Region, Series, Size,
};

/// Which sizes to list. The default lists every size that has not retired by `today`.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct SizeFilter {
    /// A GPU key (`h100-sxm`) or a case-insensitive part of the GPU's name (`H100`).
    pub gpu: Option<String>,
    /// At least this much GPU memory for the whole VM, GB.
    pub min_vram_gb: Option<f64>,
    /// At least this many GPUs (fractions count as less than one).
    pub min_gpus: Option<f64>,
    /// Only sizes with a price of any kind in this region.
    pub region: Option<String>,
    /// Only sizes in this lifecycle stage on `today`.
    pub status: Option<Lifecycle>,
    /// `Some(true)`: only sizes whose docs state InfiniBand; `Some(false)`: only those that do not.
    pub infiniband: Option<bool>,
    /// List retired sizes too (they are hidden otherwise, unless `status` asks for them).
    pub include_retired: bool,
    /// The date lifecycle stages are judged on. `None` judges by the stage the docs state.
    pub today: Option<Date>,
}

/// The answer to "what does this cost?".
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PriceAnswer<'a> {
    /// The snapshot holds this price.
    Found(&'a PriceRecord),
    /// The snapshot holds no such price. `newest_snapshot` is the date of the newest snapshot
    /// that covers the region (or of any snapshot, if none covers it).
    NotInSnapshot {
        /// The newest snapshot date that was searched.
        newest_snapshot: Option<Date>,
    },
}

impl Catalog {
    /// The size with this ARM name.
    pub fn size(&self, name: &str) -> Option<&Size> {
        self.sizes.iter().find(|s| s.name == name)
    }

    /// The series with this name.
    pub fn series(&self, id: &str) -> Option<&Series> {
        self.series.iter().find(|s| s.id == id)
    }

    /// The accelerator with this key.
    pub fn gpu(&self, id: &str) -> Option<&Gpu> {
        self.gpus.iter().find(|g| g.id == id)
    }

    /// The region with this ARM name.
    pub fn region(&self, name: &str) -> Option<&Region> {
        self.regions.iter().find(|r| r.name == name)
    }

    /// A size's series.
    pub fn series_of(&self, size: &Size) -> Option<&Series> {
        self.series(&size.series)
    }

    /// A size's accelerator, where the docs name it.
    pub fn gpu_of(&self, size: &Size) -> Option<&Gpu> {
        self.series_of(size).and_then(|s| s.gpu.as_deref()).and_then(|id| self.gpu(id))
    }

    /// The lifecycle stage of a series on a date: a retirement date on or before `today` means
    /// retired, whatever stage the docs printed.
    pub fn lifecycle_on(series: &Series, today: Option<Date>) -> Lifecycle {
        match (series.retires, today) {
            (Some(r), Some(t)) if r <= t => Lifecycle::Retired,
            _ => series.status,
        }
    }

    /// A size's lifecycle stage on a date.
    pub fn size_lifecycle(&self, size: &Size, today: Option<Date>) -> Option<Lifecycle> {
        self.series_of(size).map(|s| Catalog::lifecycle_on(s, today))
    }

    /// The sizes that pass a filter, in catalog order.
    pub fn sizes_where(&self, filter: &SizeFilter) -> Vec<&Size> {
        let gpu_query = filter.gpu.as_deref().map(str::to_lowercase);
        self.sizes
            .iter()
            .filter(|size| {
                let stage = self.size_lifecycle(size, filter.today);
                match filter.status {
                    Some(wanted) => stage == Some(wanted),
                    None => filter.include_retired || stage != Some(Lifecycle::Retired),
                }
            })
            .filter(|size| match &gpu_query {
                None => true,
                Some(q) => {
                    let gpu = self.gpu_of(size);
                    gpu.is_some_and(|g| g.id == *q || g.name.to_lowercase().contains(q.as_str()))
                        || size.gpu_name.to_lowercase().contains(q.as_str())
                }
            })
            .filter(|size| filter.min_vram_gb.is_none_or(|m| size.vram_gb() >= m))
            .filter(|size| filter.min_gpus.is_none_or(|m| size.gpu_count.as_f64() >= m))
            .filter(|size| match filter.infiniband {
                None => true,
                Some(wanted) => (size.infiniband.known() == Some(true)) == wanted,
            })
            .filter(|size| match &filter.region {
                None => true,
                Some(r) => self.prices_of(&size.name).any(|p| p.region == *r),
            })
            .collect()
    }

    /// Every price record of a size.
    pub fn prices_of<'a>(&'a self, size: &'a str) -> impl Iterator<Item = &'a PriceRecord> + 'a {
        let start = self.prices.partition_point(|p| p.size.as_str() < size);
        self.prices.get(start..).unwrap_or_default().iter().take_while(move |p| p.size == size)
    }

    /// The price of a size in a region, for an OS and a pricing model.
    pub fn price(&self, size: &str, region: &str, os: Os, model: PricingModel) -> PriceAnswer<'_> {
        match self.price_record(size, region, os, model) {
            Some(p) => PriceAnswer::Found(p),
            None => {
                PriceAnswer::NotInSnapshot { newest_snapshot: self.newest_snapshot(Some(region)) }
            }
        }
    }

    /// The price record of a size in a region, for an OS and a pricing model, if the snapshot
    /// has one: [`Catalog::price`] without the snapshot date a missing price is reported with,
    /// for callers that only need the record (a table cell, an analysis).
    pub fn price_record(
        &self,
        size: &str,
        region: &str,
        os: Os,
        model: PricingModel,
    ) -> Option<&PriceRecord> {
        let key = PriceKey { size, region, os, model };
        let i = self.prices.binary_search_by(|p| p.key().cmp(&key)).ok()?;
        self.prices.get(i)
    }

    /// The newest as-of date among the records of a region (or of all records).
    pub fn newest_snapshot(&self, region: Option<&str>) -> Option<Date> {
        if let Some(r) = region {
            let by_region = self.newest_cache.0.get_or_init(|| {
                let mut out: Vec<(String, Date)> = Vec::new();
                for p in &self.prices {
                    match out.iter_mut().find(|(name, _)| *name == p.region) {
                        Some((_, d)) if *d < p.as_of => *d = p.as_of,
                        Some(_) => {}
                        None => out.push((p.region.clone(), p.as_of)),
                    }
                }
                out
            });
            if let Some((_, d)) = by_region.iter().find(|(name, _)| name == r) {
                return Some(*d);
            }
        }
        let in_region = |p: &&PriceRecord| region.is_none_or(|r| p.region == r);
        self.prices
            .iter()
            .filter(in_region)
            .map(|p| p.as_of)
            .max()
            .or_else(|| if region.is_some() { self.newest_snapshot(None) } else { None })
    }
}
