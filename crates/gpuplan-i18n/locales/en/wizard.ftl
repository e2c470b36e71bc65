### A piece of the text of the decision wizard.

# The page's notice when the dataset is missing.
catalog-missing = The catalog could not be loaded.

# The page's heading.
title = Choose a size: the decision wizard

# The paragraph under the heading.
lede = Answer the four steps. Each shows its rule and the branch your answers took; the sizes that can run the job are ranked by cost, and the others are listed with the reason they were left out.

# The button that resets the answers.
reset-to-defaults = Reset to defaults

# The result section's accessible name.
recommendation = Recommendation

# Above a ranking that no longer matches the answers.
stale-ranking = Showing the last valid ranking: fix the marked field to update it.

# The form's first fieldset.
legend1 = Step 1: the workload

# The form's second fieldset.
legend2 = Step 2: budget and duration

# The form's third fieldset.
legend3 = Step 3: data and network

# The form's fourth fieldset.
legend4 = Step 4: ecosystem

# The heading over the steps' answers.
the-steps = The steps

# A step's link to its section of the guide.
read-the-guide = Read the guide on this step

# Over a ranking cut to 25 rows.
only25 = The 25 cheapest sizes are shown. Choose a region in step 3 to narrow the list.

# When no size fits.
none-fits = No size fits these answers; the list below says why each was left out.

# Table header: the size.
col-size = Size

# Table header: the region.
col-region = Region

# Table header: VMs.
col-vms = VMs

# Table header: the pricing model.
col-pricing = Pricing

# Table header: the cost.
col-cost = Cost (USD)

# Table header: hours.
col-hours = Hours

# Table header: the reasons.
col-why = Why

# Table header (hidden): the row's button.
col-action = Action

# A ranked row's button.
add-to-estimate = Add to estimate

# Step 1's title.
step1-title = Task type

# Step 2's title.
step2-title = Budget and duration

# Step 3's title.
step3-title = Data and network

# Step 4's title.
step4-title = Ecosystem

# Step 1's rule.
step1-rule = Large pretraining (more than 10 B parameters) → ND sizes with InfiniBand; smaller training and CNNs → NC A100 class; inference and fine-tuning → NV A10 / NC T4 class, or AMD. Every size whose memory fits is then ranked.

# Step 2's rule.
step2-rule = Under a month: pay-as-you-go with auto-shutdown. One to twelve months: also 1-year savings plans and reservations. Longer: also 3-year. Interruptible: also Spot and Low Priority.

# Step 3's rule.
step3-rule = More than one VM working together needs InfiniBand (sizes without it are left out). Terabytes of data favour local NVMe.

# Step 4's rule.
step4-rule = CUDA needs NVIDIA GPUs, ROCm AMD ones. Containers and Kubernetes reduce lock-in; Azure ML manages training jobs.

# Step 1's kind of job: pretraining above 10 B parameters.
large-pretraining = large pretraining

# Step 1's kind of job: smaller pretraining.
small-training = small or medium training

# Step 1's kind of job: computer vision.
cv-training = computer-vision training

# Step 1's kind of job: fine-tuning.
fine-tuning = fine-tuning

# Step 1's kind of job: inference.
inference = inference

# Step 2's branch: under a month.
short-run = short run: pay-as-you-go; turn on auto-shutdown

# Step 2's branch: one to twelve months.
months = months: 1-year commitments considered

# Step 2's branch: more than a year.
more-than-a-year = more than a year: 3-year commitments considered

# Step 3's branch: several VMs.
multi-node = multi-node: InfiniBand required

# Step 3's branch: one VM.
single-vm = single VM: no InfiniBand needed

# Step 4's branch: CUDA.
nvidia-only = NVIDIA sizes only

# Step 4's branch: ROCm.
amd-only = AMD sizes only

# Step 4's branch: either.
nvidia-and-amd = NVIDIA and AMD sizes

# Step 1's warning for large pretraining.
at-least-four-gpus = Plan on at least 4 GPUs, 8 or more advised, for pretraining at this scale.

# Step 2's warning for interruptible work.
spot-notice = Spot gives 30 seconds' notice before eviction: checkpoint often (see the Spot analysis for the interval).

# Step 2's warning when a Spot price is ranked.
spot-can-equal-payg = A Spot price can equal pay-as-you-go (ND H200 v5 in some EU regions): the ranking uses the snapshot, not a typical discount.

# Step 3's warning for terabytes of data.
stage-data-locally = With terabytes of data, stage it on local NVMe or temp disk; sizes without local NVMe say so in their reasons.

# Step 4's warning for AKS.
aks-quota = AKS GPU node pools: check the size's quota in the region before you plan on it.

# Step 4's warning for Azure ML.
azure-ml-same-sizes = Azure ML compute clusters use the same VM sizes and prices.

# A ranked size's reason: the guide's pick for the task (its decision-tree chapter).
article-pick = the guide's usual pick for this task

# A ranked size's reason: no local NVMe.
no-local-nvme = no local NVMe stated: terabytes of data will be read over the network

# A left-out size's reason: no GPU named.
gpu-unnamed = the docs read do not name its GPU

# A left-out size's reason: an impossible deadline.
deadline-too-tight = the deadline needs more than a million GPUs

# A left-out size's reason: no inference plan.
cannot-plan = cannot be planned

# A left-out size's reason: the duration cannot be priced.
unpriceable = its duration cannot be priced

# A left-out size's reason: no price anywhere.
not-priced-anywhere = no allowed pricing model is in the snapshot in any region

# Step input: the kind of job.
input-task = task

# Step input: the deadline.
input-deadline = deadline (days)

# Step input: the duration.
input-duration = duration (months, top size)

# Step input: interruptible.
input-interruptible = interruptible

# Step input: the data.
input-data = data (TB)

# Step input: several VMs.
input-multi-node = multi-node

# Step input: the framework.
input-framework = framework

# Step input: containers.
input-containers = containers

# Step input: the platform.
input-platform = platform

# Step input value: no deadline.
no-deadline = none

# Step input value: yes.
input-true = true

# Step input value: no.
input-false = false

# Question: the kind of job.
task-label = Workload

# Question: the model's parameters.
params-label = Parameters

# Hint: parameters.
params-hint = e.g. 8B, 70B

# Question: training tokens.
tokens-label = Training tokens

# Hint: training tokens.
tokens-hint = e.g. 300B, 2T

# Question: the fine-tuning method.
method-label = Fine-tuning method

# Question: the context.
context-label = Context per request

# Hint: the context.
context-hint = tokens

# Question: concurrent requests.
concurrent-label = Concurrent requests

# Question: the vision model.
cv-model-label = Vision model

# Question: images.
images-label = Images

# Hint: images.
images-hint = in the dataset

# Question: epochs.
epochs-label = Epochs

# Question: interruptible.
interruptible-label = Can it be interrupted and resumed?

# Hint: interruptible.
interruptible-hint = yes allows Spot

# Question: the deadline.
max-days-label = Finish within

# Hint: the deadline.
max-days-hint = days; empty: 30 days assumed

# Question: a replica over several VMs.
multi-vm-replica-label = May one replica span VMs?

# Hint: a replica over several VMs.
multi-vm-replica-hint = over InfiniBand only

# Question: confidential computing.
confidential-label = Confidential computing

# Hint: confidential computing.
confidential-hint = yes ranks only confidential VMs

# Step 1's warning when the job asks for confidential computing.
confidential-only = Confidential computing asked: only confidential-computing sizes are ranked.

# A ranked size's reason: a confidential size.
confidential-reason = a confidential-computing size

# A left-out size's reason: confidential, not asked for.
confidential-not-asked = a confidential-computing size: ranked only when the job asks for confidential computing

# A left-out size's reason: not confidential, and asked for.
not-confidential = not a confidential-computing size

# Question: hours a month.
hours-label = Hours a month

# Hint: hours a month.
hours-hint = inference: hours the service runs

# Question: months.
months-label = Months

# Hint: months.
months-hint = inference: how long it runs

# Question: the discount.
discount-label = Negotiated discount

# Hint: the discount.
discount-hint = on compute

# Question: the data.
data-label = Training data

# Question: the region.
region-label = Region

# Hint: the region.
region-hint = every region: each size where it costs least, its other regions under it

# The region list's first choice: no region chosen.
every-region = Every region

# Question: the framework.
framework-label = Software stack

# Question: containers.
containers-label = Containers

# Question: the platform.
platform-label = Platform

# Choice: pretraining.
task-training = LLM pretraining

# Choice: fine-tuning.
task-fine-tuning = Fine-tuning

# Choice: inference.
task-inference = Inference

# Choice: computer vision.
task-cv-training = Computer-vision training

# Choice: full fine-tuning.
method-full = Full

# Choice: no.
no = No

# Choice: yes.
yes = Yes

# Choice: either stack.
either = Either

# Choice: CUDA.
cuda = CUDA (NVIDIA)

# Choice: ROCm.
rocm = ROCm (AMD)

# Choice: plain VMs.
vms = VMs

# Choice: AKS.
aks = AKS node pools

# Choice: Azure Machine Learning.
azure-ml = Azure Machine Learning

# Table header: the wall time, written as a duration.
col-time = Time

# A ranked row's mark: the plan does not finish by the deadline.
misses-deadline-mark = misses the deadline

# A ranked row's mark: a confidential-computing size.
confidential-mark = confidential

# The heading over the cost-against-time chart.
frontier-heading = Cost against time

# The paragraph under that heading.
frontier-lede = Each line is one of the best-ranked sizes on 1, 2, 4 … VMs, up to the most it allows, in the region it ranks in; each point is priced at the cheapest pricing model its duration allows.

# The chart's title.
frontier-chart = Total cost against wall time, by size

# The chart's x axis.
frontier-time-axis = Wall time (days, log scale)

# The chart's y axis.
frontier-cost-axis = Total cost (USD)

# The summary of the table of the chart's points.
frontier-table = The chart's points as a table
