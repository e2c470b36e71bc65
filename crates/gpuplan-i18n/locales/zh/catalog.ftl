### A piece of the text of the catalog of sizes and each size's page.

# The catalog page's heading.
title = Azure GPU 虚拟机规格

# Above the list of address parameters the catalog could not use.
notices-intro = 网址中的部分设置无法使用，已改用默认值：

# The export buttons' group name.
export-table = 导出表格

# Export button.
export-csv = 导出 CSV

# Export button.
export-json = 导出 JSON

# Export button.
export-markdown = 导出 Markdown

# The catalog's folded list of price sources.
where-from = 价格数据来源

# Under the price sources: how prices are rounded.
rounding = 价格仅在显示时舍入：每小时价格保留 4 位小数，每月、每年价格保留 2 位，规则为四舍六入五成双。

# The caption's link to the coverage tables; the coverage section's heading.
coverage-title = 价格数据的覆盖范围

# The filter form's accessible name.
filters = 规格目录筛选条件

# The first group of filters.
filter-sizes = 筛选规格

# A filter's choice that lets every size through.
any = 不限

# Filter: the least GPU memory per VM.
min-vram = GPU 显存下限（GB）

# Filter: the least number of GPUs.
min-gpus = GPU 数量下限

# InfiniBand filter: the docs state it.
stated = 已注明

# InfiniBand filter: the docs do not state it.
not-stated-choice = 未注明

# Filter: the lifecycle stage; the table's status column.
status = 状态

# Filter: show retired sizes too.
show-retired = 显示已停用的规格

# The second group of controls; the size page's price section when it has none.
prices = 价格

# Control: the region whose prices are shown; the size page's region column.
region = 区域

# Control: Linux or Windows prices.
os = 操作系统

# Control: how prices are divided.
normalise = 折算单位

# Control: the time a price covers.
per = 时间单位

# Normalisation: the whole VM.
per-vm = 每台虚拟机

# Normalisation: per GPU.
per-gpu = 每 GPU

# Normalisation: per GB of GPU memory.
per-vram-gb = 每 GB GPU 显存

# Normalisation: per dense BF16 PFLOP.
per-pflop = 每 PFLOP 稠密 BF16 算力

# Time unit choice.
hour = 小时

# Time unit choice.
month = 月

# Time unit choice.
year = 年

# Column: the size's name.
col-size = 规格

# Column and spec row: GPUs per VM.
gpus = GPU 数量

# Column and compare row: GPU memory per VM.
col-vram = GPU 显存（GB）

# The compare checkboxes' column (read by screen readers).
compare = 比较

# Pricing model.
payg = 即用即付

# Pricing model.
spot = Spot 虚拟机

# Pricing model.
low-priority = 低优先级虚拟机

# Pricing model.
savings-plan1y = 1 年期节省计划

# Pricing model.
savings-plan3y = 3 年期节省计划

# Pricing model.
reservation1y = 1 年期预留实例

# Pricing model.
reservation3y = 3 年期预留实例

# Pricing model.
dev-test = 开发/测试定价

# Lifecycle stage.
available = 可用

# Lifecycle stage: new capacity goes only to another series.
limited = 容量受限

# Lifecycle stage.
preview = 预览版

# Lifecycle stage.
retiring = 即将停用

# Lifecycle stage.
retired = 已停用

# A feature the docs state.
yes = 是

# A feature the docs say is absent.
no = 否

# A feature or figure no source gives.
not-stated = 未注明

# The size page: a feature the docs read do not mention.
not-stated-in-docs = 查阅的文档中未注明

# A price cell the snapshot has no price for.
not-in-snapshot = 暂无价格

# A price cell whose snapshot price has ended.
price-ended = 价格已失效

# A price cell that cannot be divided per BF16 PFLOP.
no-bf16 = 无 BF16 数据

# The compare panel's button.
clear-comparison = 清空比较

# Spec row: the VM's memory.
memory = 内存

# Spec row: NVLink or the GPU fabric.
nvlink-fabric = NVLink / GPU 互连

# Compare row: BF16 dense throughput per GPU.
bf16-per-gpu = 单 GPU 稠密 BF16 算力（TFLOP/s）

# The size page's link back to the catalog.
all-sizes = ← 全部规格

# The size page: its specs section.
specifications = 规格参数

# Spec row: the GPU as the size's docs page names it.
gpu-as-named = GPU（规格文档中的名称）

# Spec row.
gpu-memory-per-vm = 每台虚拟机的 GPU 显存（GB）

# Spec row.
temp-disk = 临时磁盘（GiB）

# Spec row.
local-nvme = 本地 NVMe

# Spec row.
network = 网络带宽（Mbps）

# Spec row: the series' lifecycle.
lifecycle = 生命周期

# The GPU section's explanation of its figures.
gpu-intro = 单个 GPU 的稠密算力，单位为 TFLOP/s（INT8 为 TOPS）。“不适用”表示该芯片没有相应的计算单元；“未注明”表示没有任何来源给出该数值。

# After the GPU section's explanation, when the vendor prints sparse figures only.
sparse-halved = 厂商只公布了含稀疏的张量算力，此处数值按其一半计。

# GPU row: its memory.
gpu-memory = 显存

# GPU row.
bandwidth = 显存带宽（GB/s）

# GPU row: FP64 on tensor cores.
fp64-tensor = FP64（张量核心）

# GPU row.
interconnect = 互连

# GPU row.
tdp = 热设计功耗（W）

# GPU row: the year it came out.
launched = 发布年份

# GPU row.
hardware-price = 硬件价格

# No hardware price was found.
none-found = 未找到

# A figure that does not exist on the part.
not-applicable = 不适用

# The size page's sources section.
sources = 资料来源

# The size page's price table heading.
price-every-region = 各区域价格

# Under the size page's price heading.
region-prices-intro = 单位：美元/小时；预留实例为整个期限的总价。将鼠标悬停在价格上可查看日期和来源。

# The size page's price table: the snapshot dates' column.
as-of = 快照日期

# Coverage table heading.
by-model = 按计费方式

# Coverage table heading.
by-group = 按区域组（组合占比）

# Coverage table heading.
by-series = 按系列（有价格的组合数 / 有售组合数）

# Coverage column.
pricing-model = 计费方式

# Coverage column.
pairs-priced = 有价格的组合数

# Coverage column.
share = 占比

# Coverage column.
age-of-prices = 价格距今天数

# Coverage column.
region-group = 区域组

# Coverage column.
series = 系列

# Coverage column: pairs sold.
sold = 有售组合数

# Before the list of sizes with no price anywhere.
never-priced = 在所有区域都暂无价格的规格：

# Coverage column: pay-as-you-go Linux.
cov-payg-linux = 即用即付 Linux

# Coverage column.
cov-payg-windows = 即用即付 Windows

# Coverage column.
cov-spot-linux = Spot 虚拟机 Linux

# Coverage column.
cov-spot-windows = Spot 虚拟机 Windows

# Coverage column.
cov-savings1y = 1 年期节省计划

# Coverage column.
cov-savings3y = 3 年期节省计划

# Coverage column.
cov-reservation1y = 1 年期预留实例

# Coverage column.
cov-reservation3y = 3 年期预留实例

# Region group.
americas = 美洲

# Region group.
europe = 欧洲

# Region group.
asia-pacific = 亚太

# Region group.
middle-east-africa = 中东和非洲

## Punctuation between pieces of text: what a page puts between two sentences, between the items
## of a list, and around a remark in parentheses.

# Between two sentences or pieces of text (a space in English; nothing in Chinese).
space = { "" }

# Between the items of a list: "a, b, c".
list-sep = 、

# A remark in parentheses after the text before it.
# $text: the remark.
paren = （{ $text }）

## The catalog page.

# The catalog page while its data is still being fetched (the loader's reason is then always
# "still loading").
catalog-loading = 正在加载规格目录…

# The catalog page when its data could not be read.
# $reason: why, as the loader says it (English).
catalog-not-loaded = 无法加载规格目录：{ $reason }

# The catalog page's lede.
# $sizes, $series, $gpus, $regions: how many sizes, series, accelerators and priced regions.
lede = 共 { $sizes } 种规格，分属 { $series } 个系列，涵盖 { $gpus } 种加速器；列出 { $regions } 个区域，其中 { $priced } 个有价格。可以筛选、按任意列排序、勾选规格并排比较；当前视图完整保存在网址中，直接分享网址即可。

# A price cell whose snapshot price has ended.
# $date: the day it ended.
cell-ended = 已于 { $date }失效

# A choice of the region filter.
# $geography: the region's geography; $region: its name with its code.
region-choice = { $geography } – { $region }

# The GPU filter's choice for part of a name, from a shared link.
# $part: the text the name contains.
name-contains = 名称包含“{ $part }”

# The unit of the prices shown, such as "per VM per hour".
# $normalise: what a price is divided by ("per VM"); $unit: the time it covers ("hour").
price-unit = { $normalise }每{ $unit }

# The unit of the prices shown when they are per GPU, by the month or year (a space after "GPU"
# in Chinese, before the Chinese that follows).
# $unit: the time a price covers ("month").
price-unit-gpu = 每 GPU 每{ $unit }

# The unit of the prices shown when they are per GPU and per hour.
price-unit-gpu-hour = 每 GPU 小时

# A downloaded Markdown table's first line: what its prices are.
# $caption: what the prices are (price-caption).
export-caption = 价格：{ $caption }

# What the prices of the table are: currency, unit, region and OS.
# $per: the unit ("per VM per hour"); $region: the region as a sentence names it; $os: the OS.
price-caption = 美元，{ $per }，{ $region }，{ $os }

# The compare panel's heading over the prices.
# $per: the unit ("per VM per hour"); $region: the region as a sentence names it; $os: the OS.
compare-prices = { $per }的美元价格：{ $region }，{ $os }

# The table's caption after how many sizes are priced here.
# $payg: how many sizes have a pay-as-you-go price; $prices: what the prices are (price-caption).
shown-caption = ，其中 { $payg } 种有即用即付价格。价格：{ $prices }。

# The table's caption opens with how many of the sizes shown have a price in the region.
# $priced: how many have one; $shown: how many sizes are shown.
priced-here = { $shown } 种规格中，{ $priced } 种在该区域有价格

# The caption: the newest snapshot for the region.
# $date: its date.
snapshot-newest = 该区域最新快照日期：{ $date }。

# The caption when no snapshot covers the region.
snapshot-none = 该区域暂无价格快照。

# The caption when every price shown is old, before the old-price mark.
# $count: how many prices are shown; $days: the age limit in days.
old-all-before = 当前显示的 { $count } 个价格均已超过 { $days } 天

# The caption when every price shown is old, after the old-price mark.
old-all-after = ，将鼠标悬停在价格上可查看其日期。

# The caption when some prices shown are old, before the old-price mark.
# $count: how many are old; $days: the age limit in days.
old-some-before = 其中 { $count } 个价格已超过 { $days } 天，已用

# The caption when some prices shown are old, after the old-price mark.
old-some-after = 标出，将鼠标悬停在价格上可查看其日期。

# A price cell's tooltip when the price is old.
# $date: the price's snapshot date; $days: the age limit in days.
old-title-old = { $date }的价格（已超过 { $days } 天）

# A price cell's tooltip.
# $date: the price's snapshot date.
old-title = { $date }的价格

# The size page's price tooltip.
# $title: the price's date (old-title); $source: the price's source, by its short name.
price-title = { $title }，来源：{ $source }

# A size page's window title; $size: the size's name.
size-title = { $size } 的规格与价格

# A size page's `<meta name="description">`; $size: the size's name, $lede: the size page's lede
# after it.
size-description = { $size }：规格参数、生命周期，以及各区域、各计费方式的价格，均注明日期和来源。{ $lede }

# A price line's reference to its source, after its date (the calculators' and the CLI's prices
# used); $source: the source's short name (never its key).
source-ref = 来源：{ $source }

# A source in the catalog's list of price sources.
# $title: its title; $date: its date.
source-line = { $title }（{ $date }）

# Under the catalog: how reservation prices are divided into hours.
# $one, $three: the hours of a 1-year and a 3-year term.
reservation-note = 预留实例价格为整个期限的总价，按 { $one } 或 { $three } 小时分摊。

# The compare panel's heading.
# $n: how many sizes are compared.
comparing = 正在比较 { $n } 种规格

# A size's compare checkbox, for screen readers.
# $name: the size.
compare-size = 比较 { $name }

## The size page.

# The size page's lede.
# $series: the series; $gpu: the GPU (or gpu-not-named); $date: the page's date; $status: the
# size's lifecycle on that date (lifecycle-text's words).
size-lede = { $series } 系列，{ $gpu }。截至 { $date }，状态：{ $status }。

# The size page's lede when the docs read name no GPU.
gpu-not-named = 查阅的文档未写明 GPU 型号

# A figure's note as the docs print it, after the figure.
# $note: the note (in Chinese, the data's Chinese text).
printed = （文档所列：{ $note }）

# A size's lifecycle: retired on a day.
# $date: the day.
retired-on = 已于 { $date }停用

# A size's lifecycle: retiring on a day.
# $date: the day.
retires-on = 将于 { $date }停用

# A size's lifecycle, after the retirement date: when it was announced.
# $date: the day of the announcement.
announced = （{ $date }宣布）

# A capacity-limited size's lifecycle: where new capacity goes instead.
# $series: the series that gets it.
capacity-goes-to = ：新增容量只投放到 { $series } 系列

# A preview size's lifecycle: what preview means here.
preview-no-sla = ：不在 SLA 保障范围内，本工具不会推荐

# A size's lifecycle: what Microsoft names in its place.
# $name: the size or series.
successor = ；微软建议改用 { $name }

# A size's lifecycle: where it is generally available.
# $regions: the regions, listed.
generally-available = ；已在以下区域正式发布：{ $regions }

# A size's lifecycle: the series' note, after the rest.
# $note: the note.
series-note = 。{ $note }

# A GPU's street price: an analyst, press or reseller figure.
# $low, $high: the range in whole dollars; $units: for how many GPUs; $note: the source's note.
hardware-street = 市场价 { $low }–{ $high } 美元（{ $units } 个 GPU）：{ $note }

# A GPU's system list price: a vendor's list price for a whole system.
# $low, $high: the range in whole dollars; $units: for how many GPUs; $note: the source's note.
hardware-system-list = 整机标价 { $low }–{ $high } 美元（{ $units } 个 GPU）：{ $note }

# A source's date, after its title.
# $date: the date.
dated = （日期：{ $date }）

# The size page when no snapshot prices the size.
# $date: the newest snapshot's date.
no-price-dated = 此规格在所有快照中都暂无价格（最新快照：{ $date }）。

# The size page when no snapshot prices the size and there is no snapshot at all.
no-price-undated = 此规格在所有快照中都暂无价格（尚无快照）。

# The size page's price table: a row's header.
# $region: the region's name; $os: the OS.
region-os = { $region }（{ $os }）

## The coverage section of the sources page.

# The coverage section's introduction.
# $date: the day counted on; $days: the age after which a price is marked old.
coverage-intro = 按 { $date }统计，只计入当天尚未停用的系列。分母是所有“有售”的规格 × 区域组合，即快照中该规格在该区域有任意一种价格；每个单元格统计其中有该计费方式价格的组合数。超过 { $days } 天的价格在全站都会标出。

# A coverage cell's age of prices.
# $days: a number of days, or a range of them ("102–165").
age-days = { $days } 天

## Geographies of the region list (as content/data/regions.toml writes them), for the region
## filter and the wizard.

# A geography of the region list.
geo-africa = 非洲

# A geography of the region list.
geo-asia-pacific = 亚太

# A geography of the region list.
geo-canada = 加拿大

# A geography of the region list.
geo-europe = 欧洲

# A geography of the region list.
geo-mexico = 墨西哥

# A geography of the region list.
geo-middle-east = 中东

# A geography of the region list.
geo-south-america = 南美洲

# A geography of the region list.
geo-us = 美国

## Azure regions, by their code. Each has two messages: its name (English: the display name of
## content/data/regions.toml; Chinese: Microsoft's zh-CN name, source regions-zh-cn in
## content/data/sources.toml), and how a sentence or caption names it: English by its code, as
## the pages always have; Chinese by its name with the code in full-width brackets.

-australiacentral = 澳大利亚中部
# The region australiacentral's name.
region-name-australiacentral = { -australiacentral }

# The region australiacentral as a sentence names it.
region-ref-australiacentral = { -australiacentral }（australiacentral）

-australiacentral2 = 澳大利亚中部 2
# The region australiacentral2's name.
region-name-australiacentral2 = { -australiacentral2 }

# The region australiacentral2 as a sentence names it.
region-ref-australiacentral2 = { -australiacentral2 }（australiacentral2）

-australiaeast = 澳大利亚东部
# The region australiaeast's name.
region-name-australiaeast = { -australiaeast }

# The region australiaeast as a sentence names it.
region-ref-australiaeast = { -australiaeast }（australiaeast）

-australiasoutheast = 澳大利亚东南部
# The region australiasoutheast's name.
region-name-australiasoutheast = { -australiasoutheast }

# The region australiasoutheast as a sentence names it.
region-ref-australiasoutheast = { -australiasoutheast }（australiasoutheast）

-brazilsouth = 巴西南部
# The region brazilsouth's name.
region-name-brazilsouth = { -brazilsouth }

# The region brazilsouth as a sentence names it.
region-ref-brazilsouth = { -brazilsouth }（brazilsouth）

-canadacentral = 加拿大中部
# The region canadacentral's name.
region-name-canadacentral = { -canadacentral }

# The region canadacentral as a sentence names it.
region-ref-canadacentral = { -canadacentral }（canadacentral）

-canadaeast = 加拿大东部
# The region canadaeast's name.
region-name-canadaeast = { -canadaeast }

# The region canadaeast as a sentence names it.
region-ref-canadaeast = { -canadaeast }（canadaeast）

-centralindia = 印度中部
# The region centralindia's name.
region-name-centralindia = { -centralindia }

# The region centralindia as a sentence names it.
region-ref-centralindia = { -centralindia }（centralindia）

-centralus = 美国中部
# The region centralus's name.
region-name-centralus = { -centralus }

# The region centralus as a sentence names it.
region-ref-centralus = { -centralus }（centralus）

-chilecentral = 智利中部
# The region chilecentral's name.
region-name-chilecentral = { -chilecentral }

# The region chilecentral as a sentence names it.
region-ref-chilecentral = { -chilecentral }（chilecentral）

-eastasia = 东亚
# The region eastasia's name.
region-name-eastasia = { -eastasia }

# The region eastasia as a sentence names it.
region-ref-eastasia = { -eastasia }（eastasia）

-eastus = 美国东部
# The region eastus's name.
region-name-eastus = { -eastus }

# The region eastus as a sentence names it.
region-ref-eastus = { -eastus }（eastus）

-eastus2 = 美国东部 2
# The region eastus2's name.
region-name-eastus2 = { -eastus2 }

# The region eastus2 as a sentence names it.
region-ref-eastus2 = { -eastus2 }（eastus2）

-francecentral = 法国中部
# The region francecentral's name.
region-name-francecentral = { -francecentral }

# The region francecentral as a sentence names it.
region-ref-francecentral = { -francecentral }（francecentral）

-francesouth = 法国南部
# The region francesouth's name.
region-name-francesouth = { -francesouth }

# The region francesouth as a sentence names it.
region-ref-francesouth = { -francesouth }（francesouth）

-germanynorth = 德国北部
# The region germanynorth's name.
region-name-germanynorth = { -germanynorth }

# The region germanynorth as a sentence names it.
region-ref-germanynorth = { -germanynorth }（germanynorth）

-germanywestcentral = 德国中西部
# The region germanywestcentral's name.
region-name-germanywestcentral = { -germanywestcentral }

# The region germanywestcentral as a sentence names it.
region-ref-germanywestcentral = { -germanywestcentral }（germanywestcentral）

-indonesiacentral = 印度尼西亚中部
# The region indonesiacentral's name.
region-name-indonesiacentral = { -indonesiacentral }

# The region indonesiacentral as a sentence names it.
region-ref-indonesiacentral = { -indonesiacentral }（indonesiacentral）

-israelcentral = 以色列中部
# The region israelcentral's name.
region-name-israelcentral = { -israelcentral }

# The region israelcentral as a sentence names it.
region-ref-israelcentral = { -israelcentral }（israelcentral）

-italynorth = 意大利北部
# The region italynorth's name.
region-name-italynorth = { -italynorth }

# The region italynorth as a sentence names it.
region-ref-italynorth = { -italynorth }（italynorth）

-japaneast = 日本东部
# The region japaneast's name.
region-name-japaneast = { -japaneast }

# The region japaneast as a sentence names it.
region-ref-japaneast = { -japaneast }（japaneast）

-japanwest = 日本西部
# The region japanwest's name.
region-name-japanwest = { -japanwest }

# The region japanwest as a sentence names it.
region-ref-japanwest = { -japanwest }（japanwest）

-jioindiacentral = Jio 印度中部
# The region jioindiacentral's name.
region-name-jioindiacentral = { -jioindiacentral }

# The region jioindiacentral as a sentence names it.
region-ref-jioindiacentral = { -jioindiacentral }（jioindiacentral）

-jioindiawest = Jio 印度西部
# The region jioindiawest's name.
region-name-jioindiawest = { -jioindiawest }

# The region jioindiawest as a sentence names it.
region-ref-jioindiawest = { -jioindiawest }（jioindiawest）

-koreacentral = 韩国中部
# The region koreacentral's name.
region-name-koreacentral = { -koreacentral }

# The region koreacentral as a sentence names it.
region-ref-koreacentral = { -koreacentral }（koreacentral）

-koreasouth = 韩国南部
# The region koreasouth's name.
region-name-koreasouth = { -koreasouth }

# The region koreasouth as a sentence names it.
region-ref-koreasouth = { -koreasouth }（koreasouth）

-malaysiawest = 马来西亚西部
# The region malaysiawest's name.
region-name-malaysiawest = { -malaysiawest }

# The region malaysiawest as a sentence names it.
region-ref-malaysiawest = { -malaysiawest }（malaysiawest）

-mexicocentral = 墨西哥中部
# The region mexicocentral's name.
region-name-mexicocentral = { -mexicocentral }

# The region mexicocentral as a sentence names it.
region-ref-mexicocentral = { -mexicocentral }（mexicocentral）

-northcentralus = 美国中北部
# The region northcentralus's name.
region-name-northcentralus = { -northcentralus }

# The region northcentralus as a sentence names it.
region-ref-northcentralus = { -northcentralus }（northcentralus）

-northeurope = 北欧
# The region northeurope's name.
region-name-northeurope = { -northeurope }

# The region northeurope as a sentence names it.
region-ref-northeurope = { -northeurope }（northeurope）

-norwayeast = 挪威东部
# The region norwayeast's name.
region-name-norwayeast = { -norwayeast }

# The region norwayeast as a sentence names it.
region-ref-norwayeast = { -norwayeast }（norwayeast）

-norwaywest = 挪威西部
# The region norwaywest's name.
region-name-norwaywest = { -norwaywest }

# The region norwaywest as a sentence names it.
region-ref-norwaywest = { -norwaywest }（norwaywest）

-polandcentral = 波兰中部
# The region polandcentral's name.
region-name-polandcentral = { -polandcentral }

# The region polandcentral as a sentence names it.
region-ref-polandcentral = { -polandcentral }（polandcentral）

-qatarcentral = 卡塔尔中部
# The region qatarcentral's name.
region-name-qatarcentral = { -qatarcentral }

# The region qatarcentral as a sentence names it.
region-ref-qatarcentral = { -qatarcentral }（qatarcentral）

-southafricanorth = 南非北部
# The region southafricanorth's name.
region-name-southafricanorth = { -southafricanorth }

# The region southafricanorth as a sentence names it.
region-ref-southafricanorth = { -southafricanorth }（southafricanorth）

-southafricawest = 南非西部
# The region southafricawest's name.
region-name-southafricawest = { -southafricawest }

# The region southafricawest as a sentence names it.
region-ref-southafricawest = { -southafricawest }（southafricawest）

-southcentralus = 美国中南部
# The region southcentralus's name.
region-name-southcentralus = { -southcentralus }

# The region southcentralus as a sentence names it.
region-ref-southcentralus = { -southcentralus }（southcentralus）

-southeastasia = 东南亚
# The region southeastasia's name.
region-name-southeastasia = { -southeastasia }

# The region southeastasia as a sentence names it.
region-ref-southeastasia = { -southeastasia }（southeastasia）

-southindia = 印度南部
# The region southindia's name.
region-name-southindia = { -southindia }

# The region southindia as a sentence names it.
region-ref-southindia = { -southindia }（southindia）

-spaincentral = 西班牙中部
# The region spaincentral's name.
region-name-spaincentral = { -spaincentral }

# The region spaincentral as a sentence names it.
region-ref-spaincentral = { -spaincentral }（spaincentral）

-swedencentral = 瑞典中部
# The region swedencentral's name.
region-name-swedencentral = { -swedencentral }

# The region swedencentral as a sentence names it.
region-ref-swedencentral = { -swedencentral }（swedencentral）

-switzerlandnorth = 瑞士北部
# The region switzerlandnorth's name.
region-name-switzerlandnorth = { -switzerlandnorth }

# The region switzerlandnorth as a sentence names it.
region-ref-switzerlandnorth = { -switzerlandnorth }（switzerlandnorth）

-switzerlandwest = 瑞士西部
# The region switzerlandwest's name.
region-name-switzerlandwest = { -switzerlandwest }

# The region switzerlandwest as a sentence names it.
region-ref-switzerlandwest = { -switzerlandwest }（switzerlandwest）

-uaecentral = 阿联酋中部
# The region uaecentral's name.
region-name-uaecentral = { -uaecentral }

# The region uaecentral as a sentence names it.
region-ref-uaecentral = { -uaecentral }（uaecentral）

-uaenorth = 阿联酋北部
# The region uaenorth's name.
region-name-uaenorth = { -uaenorth }

# The region uaenorth as a sentence names it.
region-ref-uaenorth = { -uaenorth }（uaenorth）

-uksouth = 英国南部
# The region uksouth's name.
region-name-uksouth = { -uksouth }

# The region uksouth as a sentence names it.
region-ref-uksouth = { -uksouth }（uksouth）

-ukwest = 英国西部
# The region ukwest's name.
region-name-ukwest = { -ukwest }

# The region ukwest as a sentence names it.
region-ref-ukwest = { -ukwest }（ukwest）

-westcentralus = 美国中西部
# The region westcentralus's name.
region-name-westcentralus = { -westcentralus }

# The region westcentralus as a sentence names it.
region-ref-westcentralus = { -westcentralus }（westcentralus）

-westeurope = 西欧
# The region westeurope's name.
region-name-westeurope = { -westeurope }

# The region westeurope as a sentence names it.
region-ref-westeurope = { -westeurope }（westeurope）

-westus = 美国西部
# The region westus's name.
region-name-westus = { -westus }

# The region westus as a sentence names it.
region-ref-westus = { -westus }（westus）

-westus2 = 美国西部 2
# The region westus2's name.
region-name-westus2 = { -westus2 }

# The region westus2 as a sentence names it.
region-ref-westus2 = { -westus2 }（westus2）

-westus3 = 美国西部 3
# The region westus3's name.
region-name-westus3 = { -westus3 }

# The region westus3 as a sentence names it.
region-ref-westus3 = { -westus3 }（westus3）
