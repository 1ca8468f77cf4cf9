#include "modelflops.h"

#include <algorithm>

namespace podcad {

bool hasLayerShape(const LanguageModel &model)
{
    return model.layers > 0 && model.hiddenSize > 0 && model.attentionHeads > 0;
}

ParameterSplit parameterSplit(const LanguageModel &model)
{
    ParameterSplit split;
    const int routed = model.experts;
    const int active = model.activeExperts;
    if (routed > active && active > 0 && model.params > model.activeParams) {
        split.perExpert = (model.params - model.activeParams) / (routed - active);
        split.shared = model.activeParams - active * split.perExpert;
        if (split.shared >= 0) {
            split.experts = routed;
            split.activeExperts = active;
            return split;
        }
    }
    return ParameterSplit{model.params, 0, 0, 0};
}

double forwardFlopsPerToken(const LanguageModel &model, int sequenceTokens)
{
    // Every active weight multiplies once per token (the embedding counted once, as the output
    // layer's matrix: exact for tied embeddings, 2*V*h over for untied ones, under 1 % from 70B).
    const double weights = 2.0 * model.activeParams;
    const double attention = 4.0 * double(sequenceTokens) * model.hiddenSize * model.layers;
    return weights + attention;
}

double modelFlopsPerToken(const LanguageModel &model, int sequenceTokens)
{
    return 3.0 * forwardFlopsPerToken(model, sequenceTokens);
}

double hardwareFlopsPerToken(const LanguageModel &model, int sequenceTokens, Recompute recompute)
{
    const double forward = forwardFlopsPerToken(model, sequenceTokens);
    switch (recompute) {
    case Recompute::None:
        return 3.0 * forward;
    case Recompute::Selective:
        // The attention scores and their product with the values, once more.
        return 3.0 * forward + 4.0 * double(sequenceTokens) * model.hiddenSize * model.layers;
    case Recompute::Full:
        return 4.0 * forward;
    }
    return 3.0 * forward;
}

} // namespace podcad
