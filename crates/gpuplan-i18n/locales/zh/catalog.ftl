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
where-from = 这些价格的来源

# Under the price sources: how prices are rounded.
rounding = 价格仅在显示时舍入：每小时价格保留 4 位小数，每月和每年价格保留 2 位，采用四舍六入五成双。

# The caption's link to the coverage tables; the coverage section's heading.
coverage-title = 价格数据的覆盖范围

# The filter form's accessible name.
filters = 规格目录筛选条件

# The first group of filters.
filter-sizes = 筛选规格

# A filter's choice that lets every size through.
any = 不限

# Filter: the least GPU memory per VM.
min-vram = GPU 显存不少于（GB）

# Filter: the least number of GPUs.
min-gpus = GPU 数量不少于

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
normalise = 计价基准

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
low-priority = 低优先级

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
not-stated-in-docs = 所读文档未注明

# A price cell the snapshot has no price for.
not-in-snapshot = 快照中没有

# A price cell whose snapshot price has ended.
price-ended = 已失效

# A price cell that cannot be divided per BF16 PFLOP.
no-bf16 = 无 BF16 数据

# The compare panel's button.
clear-comparison = 清除比较

# Spec row: the VM's memory.
memory = 内存

# Spec row: NVLink or the GPU fabric.
nvlink-fabric = NVLink / GPU 互连

# Compare row: BF16 dense throughput per GPU.
bf16-per-gpu = 每 GPU 稠密 BF16 TFLOP/s

# The size page's link back to the catalog.
all-sizes = ← 全部规格

# The size page: its specs section.
specifications = 规格参数

# Spec row: the GPU as the size's docs page names it.
gpu-as-named = GPU（规格文档页上的名称）

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
gpu-intro = 每个 GPU 的稠密吞吐量，单位为 TFLOP/s（INT8 为 TOPS）。“不适用”：该芯片没有这种计算单元；“未注明”：没有来源给出该数据。

# After the GPU section's explanation, when the vendor prints sparse figures only.
sparse-halved = 厂商只公布含稀疏性的张量算力，这里的数字是其一半。

# GPU row: its memory.
gpu-memory = 显存

# GPU row.
bandwidth = 显存带宽（GB/s）

# GPU row: FP64 on tensor cores.
fp64-tensor = FP64 张量核心

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
sources = 来源

# The size page's price table heading.
price-every-region = 各区域的价格

# Under the size page's price heading.
region-prices-intro = 单位为美元每小时；预留实例为整个期限的总价。将鼠标悬停在价格上可查看其日期和来源。

# The size page's price table: the snapshot dates' column.
as-of = 快照日期

# Coverage table heading.
by-model = 按计价方式

# Coverage table heading.
by-group = 按区域组（所占比例）

# Coverage table heading.
by-series = 按系列（有价格的组合 / 有售组合）

# Coverage column.
pricing-model = 计价方式

# Coverage column.
pairs-priced = 有价格的组合

# Coverage column.
share = 占比

# Coverage column.
age-of-prices = 价格距今天数

# Coverage column.
region-group = 区域组

# Coverage column.
series = 系列

# Coverage column: pairs sold.
sold = 有售

# Before the list of sizes with no price anywhere.
never-priced = 目录中在任何区域都没有价格的规格：

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
