#pragma once

#include "catalog/catalogtypes.h"
#include "trainingplan.h"

namespace podcad {

// Parameters of a model split into what every token uses and what the experts hold. A dense model
// has no expert parameters. For a mixture of experts with E experts and k active per token:
// params = shared + E*x and activeParams = shared + k*x, so x = (params - activeParams)/(E - k).
struct ParameterSplit final
{
    double shared = 0;     // attention, norms, embeddings, dense layers, shared experts
    double perExpert = 0;  // one routed expert, over all its layers
    int experts = 0;       // routed experts per layer (0: dense)
    int activeExperts = 0; // per token

    double total() const { return shared + experts * perExpert; }
};
ParameterSplit parameterSplit(const LanguageModel &model);

// Whether the model's layer shape is known (layers, hidden size, attention heads): without it the
// activations, the attention FLOPs and the communication volumes cannot be counted.
bool hasLayerShape(const LanguageModel &model);

// Forward-pass FLOPs per token at `sequenceTokens`: 2 per active weight outside the embedding, the
// attention scores and their use on the values (4*s*h per layer, Megatron's count), and the
// output logits (2*h*V). Narayanan et al. 2021 (arXiv 2104.04473, §5.1) count the same:
// 24*l*h^2*(1 + s/(6h) + V/(16*l*h)) per token for a GPT model.
double forwardFlopsPerToken(const LanguageModel &model, int sequenceTokens);

// FLOPs per token of a training step: the model's (3 forward passes' worth: forward and backward),
// and the hardware's, which adds the recomputed forward (full) or the recomputed attention scores
// (selective). MFU divides the first by the time; Megatron's published TFLOP/s count the second.
double modelFlopsPerToken(const LanguageModel &model, int sequenceTokens);
double hardwareFlopsPerToken(const LanguageModel &model, int sequenceTokens, Recompute recompute);

} // namespace podcad
