package org.kaylescourseware.misere.nim;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.kaylescourseware.game.FormsBornBy;
import org.kaylescourseware.game.GameTree;
import org.kaylescourseware.game.Position;
import org.kaylescourseware.misere.DistinguishingSearch;
import org.kaylescourseware.claim.CheckedClaim;

/**
 * Every check of "Misère equivalence classes of Nim positions" in the paper's order: the recursive
 * tests and the theorems on all Nim positions up to {@code bound}; the lemmas about all games run as
 * programs on the Nim positions up to {@code constructionBound} (and Lemmas 3 and 4 also on the
 * partizan forms born by day 2); Lemmas 7 and 10 pair by pair; Lemma 10's last step as printed and
 * as completed. A check that fails is reported as failing, never dropped.
 */
public final class NimPaperChecks {

    /** The order of the paper; a claim not listed goes last. */
    private static final List<String> PAPER_ORDER = List.of("Lemmas 1 and 2", "Theorem 1", "Lemmas 3 and 4",
            "Theorem 2", "Theorem 3", "Lemma 5", "Lemma 6", "Lemma 7, first step", "Lemma 7", "Theorem 4", "Theorem 5",
            "Corollary 1", "Lemma 8", "Corollary 2", "Lemma 9", "Lemma 10", "Lemma 10, last step as printed",
            "Lemma 10, last step completed", "Theorem 6");

    private final NimEquivalenceVerification nim;
    private final int constructionBound;
    private final List<CheckedClaim> results;

    /**
     * The checks at the bounds of {@code verification} and {@code constructionBound};
     * {@code partizanForms} are {@link #partizanFormChecks()}, which depend on no bound.
     */
    public NimPaperChecks(NimEquivalenceVerification verification, int constructionBound,
            List<CheckedClaim> partizanForms) {
        this.nim = verification;
        this.constructionBound = constructionBound;
        this.results = compute(partizanForms);
    }

    /**
     * The checks on the 256 partizan forms born by day 2, which depend on no bound: Lemmas 3 and 4 run
     * as programs on every ordered pair, and Theorem 2's "≥" answers against play with every form.
     */
    public static List<CheckedClaim> partizanFormChecks() {
        NimEquivalenceVerification own = new NimEquivalenceVerification(0);
        List<GameTree> dayTwo = FormsBornBy.partizan(2, own.cache());
        NimLemmaChecks lemmas = new NimLemmaChecks(own, 0);
        return List.of(lemmas.lemmas3And4(dayTwo, "the " + dayTwo.size() + " partizan forms born by day 2"),
                theorem2AgainstProbes(own, dayTwo));
    }

    private List<CheckedClaim> compute(List<CheckedClaim> partizanForms) {
        int bound = nim.positions().stream().mapToInt(p -> p.totalSize()).max().orElse(0);
        NimLemmaChecks lemmas = new NimLemmaChecks(nim, constructionBound);
        NimLemmaChecks pairs = new NimLemmaChecks(nim, bound);
        Lemma10LastStep lastStep = new Lemma10LastStep(nim, bound);
        List<CheckedClaim> all = new ArrayList<>(nim.all());
        all.addAll(new NimOrderLemmas(bound).all());
        all.add(lemmas.lemmas1And2());
        all.add(merge(lemmas.lemmas3And4(lemmas.nimTrees(), lemmas.nimBound()), partizanForms.get(0)));
        all.add(theorem1AgainstProbes());
        all.add(partizanForms.get(1));
        all.add(pairs.lemma7());
        all.add(pairs.lemma10());
        all.add(lastStep.printed());
        all.add(lastStep.completed());
        all.sort(Comparator.comparingInt(r -> rank(r.name())));
        return List.copyOf(all);
    }

    private static int rank(String claim) {
        int rank = PAPER_ORDER.indexOf(claim);
        return rank < 0 ? PAPER_ORDER.size() : rank;
    }

    /** Every check, in the paper's order. */
    public List<CheckedClaim> all() {
        return results;
    }

    private static CheckedClaim merge(CheckedClaim nimPairs, CheckedClaim forms) {
        return CheckedClaim.search(nimPairs.name(), nimPairs.statement(), nimPairs.bound() + ", and " + forms.bound(),
                nimPairs.compared(), nimPairs.cases() + forms.cases(), nimPairs.pairs() + forms.pairs(),
                nimPairs.counterexample().or(forms::counterexample));
    }

    /**
     * Theorem 1's "≡" answers against play: no probe tells apart two positions Theorem 1 finds
     * equivalent. The probes are the impartial forms born by day 3, the Nim positions of the bound,
     * and, for every pair of distinct reduced forms, the game the proof of Lemma 1 builds to tell
     * them apart, each checked by play to do so: so the probes provably separate every two positions
     * with different reduced forms (Corollary 1), and a wrong "≡" between such positions fails here
     * (issue 29: the forms and Nim positions alone left 31 such pairs, such as 2 and 2 + 2 + 2, apart
     * from no probe). Its "≢" answers are shown by the games of Lemmas 1 and 2.
     */
    private CheckedClaim theorem1AgainstProbes() {
        List<GameTree> probes = new ArrayList<>(FormsBornBy.impartial(3, nim.cache()));
        nim.positions().forEach(p -> probes.add(nim.tree(p)));
        String counterexample = separatorsOfReducedForms(probes);
        DistinguishingSearch search = new DistinguishingSearch(probes, nim.outcomes());
        long pairs = 0;
        for (int i = 0; i < nim.positions().size(); i++) {
            for (int j = i + 1; j < nim.positions().size(); j++) {
                var a = nim.positions().get(i);
                var b = nim.positions().get(j);
                if (nim.impartiallyEquivalent(a, b)) {
                    pairs++;
                    var found = search.outcomeDifference(nim.tree(a), nim.tree(b));
                    if (found.isPresent() && counterexample.isEmpty()) {
                        counterexample = a + " ≡ " + b + " by Theorem 1, but X = " + found.get().probe() + " tells them"
                                + " apart";
                    }
                }
            }
        }
        return CheckedClaim.search("Theorem 1", "G ≡ H exactly when conditions 1–3 hold", "the " + pairs
                + " pairs of Nim positions of total size ≤ " + maxTotal() + " that the test calls equivalent, against "
                + probes.size() + " probe games", "Theorem 1 against play: every probe X (impartial forms born by day"
                + " 3, the Nim positions, and a game of Lemma 1 separating each two classes of the positions, checked in"
                + " play to separate them) gives G + X and H + X one outcome", nim.positions().size(), pairs,
                CheckedClaim.firstFailure(counterexample));
    }

    /**
     * Adds to {@code probes}, for every pair of distinct reduced forms among the positions, the game
     * Lemma 1's proof builds to tell them apart; returns the first pair it fails to tell apart in play
     * (or that Theorem 1 finds equivalent), or "".
     */
    private String separatorsOfReducedForms(List<GameTree> probes) {
        LinkConstruction links = new LinkConstruction(nim.cache(), nim.impartialTest(), nim.outcomes());
        List<Position> reduced = nim.positions().stream().map(ReducedForm::of).distinct().toList();
        for (int i = 0; i < reduced.size(); i++) {
            for (int j = i + 1; j < reduced.size(); j++) {
                GameTree r = nim.tree(reduced.get(i));
                GameTree t = nim.tree(reduced.get(j));
                if (nim.impartiallyEquivalent(reduced.get(i), reduced.get(j))) {
                    return "the distinct reduced forms " + reduced.get(i) + " and " + reduced.get(j) + " are ≡ by Theorem 1";
                }
                GameTree x = links.distinguisher(r, t);
                if (new DistinguishingSearch(List.of(x), nim.outcomes()).outcomeDifference(r, t).isEmpty()) {
                    return "Lemma 1's game for " + reduced.get(i) + " and " + reduced.get(j) + " does not tell them apart";
                }
                probes.add(x);
            }
        }
        return "";
    }

    /** Theorem 2's "≥" answers on the forms born by day 2, against play with every such form. */
    private static CheckedClaim theorem2AgainstProbes(NimEquivalenceVerification nim, List<GameTree> forms) {
        DistinguishingSearch search = new DistinguishingSearch(forms, nim.outcomes());
        String counterexample = "";
        long pairs = 0;
        for (GameTree g : forms) {
            for (GameTree h : forms) {
                if (!g.equals(h) && nim.order().greaterOrEqual(g, h)) {
                    pairs++;
                    var found = search.orderViolation(g, h);
                    if (found.isPresent() && counterexample.isEmpty()) {
                        counterexample = g + " ≥ " + h + " by Theorem 2, but X = " + found.get().probe() + " gives "
                                + found.get().withG() + " and " + found.get().withH();
                    }
                }
            }
        }
        return CheckedClaim.search("Theorem 2", "G ≥ H exactly when conditions 1–4 hold", "the " + pairs
                + " ordered pairs of distinct forms born by day 2 with G ≥ H by the test, against all " + forms.size()
                + " such forms as X", "Theorem 2 against play: o⁻(G + X) ≥ o⁻(H + X) for every probe X",
                forms.size(), pairs, CheckedClaim.firstFailure(counterexample));
    }

    private int maxTotal() {
        return nim.positions().stream().mapToInt(p -> p.totalSize()).max().orElse(0);
    }
}
