### A piece of the home page's text.

# The heading over the doors.
doors-title = 从你的任务开始

# Door: pretraining, through the decision wizard.
train-title = 训练模型

# What the training door opens.
train-text = 用 1 万亿个 token 预训练一个 70 亿参数的模型：选型向导列出能容纳它的规格，以及各自的用时和费用。

# The training door's second link.
train-calculator = 或在训练计算器中逐项计算

# Door: fine-tuning.
fine-tune-title = 微调模型

# What the fine-tuning door opens.
fine-tune-text = 在一台 NC40ads H100 v5 上用 5000 万个 token 对 80 亿参数的模型做 QLoRA 微调：所需显存、用时和费用。

# Door: inference.
serve-title = 部署模型推理

# What the inference door opens.
serve-text = 80 亿参数的模型同时处理 64 个请求，每个请求的上下文为 4,000 个 token：所需的 GPU 和每月费用。

# Door: the catalog.
compare-title = 比较 GPU 价格

# Door: the estimate builder.
bill-title = 估算整套费用

# What the estimate door opens.
bill-text = 两台推理虚拟机一年的费用，加上它们的磁盘和出站数据传输，每一行都可以修改。

# The strip's heading.
strip-title = 每 GPU 小时的最低价格

# The folded list of the other region groups' figures.
other-groups = 其他区域组

# An accelerator without a price in the group.
no-price = 该区域组的快照中没有即用即付价格

# Under the strip: what the figures are, and a link to the rest.
strip-note = 这些是注明日期的快照价格，不是报价。

# The strip's link to the catalog.
every-size = 查看所有规格和计费方式

# The heading of the saved-state list.
continue-title = 从上次离开的地方继续

# Above the saved-state list.
continue-text = 你上次的设置保存在此浏览器中：

## Sentences with figures

compare-text = { $region }每种规格每 GPU 小时的价格，按即用即付价格从低到高排列。

strip-intro = { $group }区域组中每种在售 GPU 的最低即用即付价格（Linux），以及它来自哪个规格和区域，取自价格快照。

per-gpu-hour = 每 GPU 小时 { $amount }

price-from = ，{ $region }，快照日期 { $date }

date-range = { $from }至{ $to }

spot-range = { $group }的 Spot 价格比即用即付低 { $lowest }%–{ $highest }%，基于同一天两种价格都有的 { $pairs } 个规格与区域组合（快照日期：{ $dates }）。

no-spot-at-all = { $group }的 Spot：快照中这里没有 Spot 价格。

no-spot-same-day = { $group }的 Spot：快照中没有哪个规格在同一天既有 Spot 价格又有即用即付价格。
