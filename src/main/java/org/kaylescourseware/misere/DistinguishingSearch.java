package org.kaylescourseware.misere;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.kaylescourseware.game.GameTree;
import org.kaylescourseware.game.OutcomeClass;

/**
 * The brute-force route to misère equivalence, independent of the recursive theorems: play
 * {@code G + X} and {@code H + X} out for every X in a finite list of probe games and compare
 * the outcomes. What it can prove runs one way only: a probe that distinguishes G and H proves
 * them inequivalent (and so refutes a recursive "equivalent"); when no probe distinguishes them,
 * that is evidence, not proof, of equivalence, since the probes are not every game.
 */
public final class DistinguishingSearch {

    /** A probe X with {@code o⁻(G + X)} and {@code o⁻(H + X)}. */
    public record Distinguisher(GameTree probe, OutcomeClass withG, OutcomeClass withH) {
    }

    private static final OutcomeClass[] CLASSES = OutcomeClass.values();

    private final List<GameTree> probes;
    private final MisereTreeOutcomes outcomes;
    private final Map<GameTree, byte[]> signatures = new HashMap<>();

    public DistinguishingSearch(List<GameTree> probes, MisereTreeOutcomes outcomes) {
        if (probes.isEmpty()) {
            throw new IllegalArgumentException("a distinguishing search needs at least one probe game");
        }
        this.probes = List.copyOf(probes);
        this.outcomes = outcomes;
    }

    public List<GameTree> probes() {
        return probes;
    }

    /** The first probe X with {@code o⁻(g + X) ≠ o⁻(h + X)}, if any. */
    public Optional<Distinguisher> outcomeDifference(GameTree g, GameTree h) {
        byte[] sg = signature(g);
        byte[] sh = signature(h);
        for (int i = 0; i < sg.length; i++) {
            if (sg[i] != sh[i]) {
                return Optional.of(new Distinguisher(probes.get(i), CLASSES[sg[i]], CLASSES[sh[i]]));
            }
        }
        return Optional.empty();
    }

    /** The first probe X where {@code o⁻(g + X) ≥ o⁻(h + X)} fails, if any: a witness of g ≱ h. */
    public Optional<Distinguisher> orderViolation(GameTree g, GameTree h) {
        byte[] sg = signature(g);
        byte[] sh = signature(h);
        for (int i = 0; i < sg.length; i++) {
            if (!CLASSES[sg[i]].isAtLeastForLeft(CLASSES[sh[i]])) {
                return Optional.of(new Distinguisher(probes.get(i), CLASSES[sg[i]], CLASSES[sh[i]]));
            }
        }
        return Optional.empty();
    }

    /**
     * The first candidate X with {@code o⁻(g + X) ≠ o⁻(h + X)}, trying candidates one by one and
     * stopping at the first: for families of probes too large to play against every game.
     */
    public static Optional<Distinguisher> firstOutcomeDifference(GameTree g, GameTree h,
            Iterable<GameTree> candidates, MisereTreeOutcomes outcomes) {
        for (GameTree x : candidates) {
            OutcomeClass withG = outcomes.outcomeOfSum(g, x);
            OutcomeClass withH = outcomes.outcomeOfSum(h, x);
            if (withG != withH) {
                return Optional.of(new Distinguisher(x, withG, withH));
            }
        }
        return Optional.empty();
    }

    /** Whether no probe tells {@code g} and {@code h} apart. */
    public boolean indistinguishable(GameTree g, GameTree h) {
        return outcomeDifference(g, h).isEmpty();
    }

    private byte[] signature(GameTree g) {
        byte[] known = signatures.get(g);
        if (known == null) {
            known = new byte[probes.size()];
            for (int i = 0; i < known.length; i++) {
                known[i] = (byte) outcomes.outcomeOfSum(g, probes.get(i)).ordinal();
            }
            signatures.put(g, known);
        }
        return known;
    }
}
