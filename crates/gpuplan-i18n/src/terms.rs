//! The Azure terms the product's Chinese uses, tied to the zh glossary
//! (`content/guide/zh/09-glossary.md`), which defines each one and gives Microsoft's own term
//! beside it. The UI says what the glossary says: a test checks that every term here heads its
//! glossary entry, and that no message in the catalog uses a word the glossary replaced.

/// One term: the glossary's anchor, its heading there (the product's word), and the words the
/// product no longer uses for it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Term {
    /// The entry's anchor in the glossary, the same in both languages.
    pub anchor: &'static str,
    /// The word the product uses, as the glossary's heading gives it.
    pub zh: &'static str,
    /// Words for the same thing that the product does not use.
    pub not: &'static [&'static str],
}

/// The terms, in the glossary's order.
pub const TERMS: &[Term] = &[
    Term { anchor: "vm-size", zh: "规格", not: &[] },
    Term { anchor: "region", zh: "区域", not: &["地域"] },
    Term { anchor: "availability-zone", zh: "可用性区域", not: &["可用区"] },
    Term { anchor: "quota", zh: "配额", not: &[] },
    Term { anchor: "managed-disk", zh: "托管磁盘", not: &[] },
    Term { anchor: "archive-tier", zh: "存档层", not: &["归档层"] },
    Term { anchor: "payg", zh: "即用即付", not: &["按需付费", "按需价"] },
    Term { anchor: "spot", zh: "Spot 虚拟机", not: &["抢占式"] },
    Term { anchor: "eviction", zh: "逐出", not: &["驱逐"] },
    Term { anchor: "deallocate", zh: "解除分配", not: &[] },
    Term { anchor: "reservation", zh: "预留实例", not: &["预留项"] },
    Term { anchor: "savings-plan", zh: "节省计划", not: &["储蓄计划"] },
    Term { anchor: "devtest", zh: "开发/测试定价", not: &["开发测试价"] },
    Term { anchor: "egress", zh: "出站数据传输", not: &["出站流量"] },
];

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Lang;

    const GLOSSARY: &str = include_str!("../../../content/guide/zh/09-glossary.md");

    /// Every term heads the glossary entry its anchor names.
    #[test]
    fn every_term_heads_its_glossary_entry() {
        for t in TERMS {
            let heading = GLOSSARY
                .lines()
                .find(|l| l.starts_with("### ") && l.ends_with(&format!("{{#{}}}", t.anchor)));
            let heading = heading.unwrap_or_else(|| panic!("no glossary entry #{}", t.anchor));
            assert!(heading.contains(t.zh), "#{}: {heading} does not name {}", t.anchor, t.zh);
        }
    }

    /// No message of the catalog uses a word the glossary replaced.
    #[test]
    fn the_catalog_uses_the_glossary_words() {
        let texts: Vec<(String, &str)> = crate::all_texts(Lang::Zh);
        for t in TERMS {
            for word in t.not {
                for (name, text) in &texts {
                    assert!(!text.contains(word), "{name} says {word}, not {}: {text}", t.zh);
                }
            }
        }
    }
}
