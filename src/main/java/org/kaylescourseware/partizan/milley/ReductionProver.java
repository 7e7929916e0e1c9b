package org.kaylescourseware.partizan.milley;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.kaylescourseware.claim.CheckedClaim;
import org.kaylescourseware.game.Player;
import org.kaylescourseware.game.Position;
import org.kaylescourseware.partizan.GameForm;
import org.kaylescourseware.partizan.GameSum;
import org.kaylescourseware.partizan.KaylesUniverse;
import org.kaylescourseware.partizan.StripCut;
import org.kaylescourseware.partizan.StripMoves;
import org.kaylescourseware.partizan.StripNotation;
import org.kaylescourseware.partizan.modular.ModularComparison;
import org.kaylescourseware.partizan.modular.ModularRelation;
import org.kaylescourseware.partizan.modular.ModuloKComparator;
import org.kaylescourseware.partizan.modular.ReducedSum;

/**
 * Generates the proofs of Theorem 1 (Milley 2015, Section 3) strip by strip: each option of S_n is a
 * sum of two shorter strips whose reductions are already proved; options are grouped, the ones
 * dominated by Corollary 3 are struck out, and Lemma 3 turns the remaining {A | B} into kS1 + jS2.
 * The reductions come out of the derivation, not from the closed form; every step is checked
 * modulo K by the comparator.
 */
public final class ReductionProver {

    private final ModuloKComparator comparator;

    public ReductionProver(ModuloKComparator comparator) {
        this.comparator = comparator;
    }

    /** The proofs for S1 .. S_maxN, each using the ones before it. */
    public List<ReductionProof> proveUpTo(int maxN) {
        if (maxN < 1) {
            throw new IllegalArgumentException("prove at least S1: the largest strip must be >= 1, got " + maxN);
        }
        List<ReducedSum> proved = new ArrayList<>(List.of(ReducedSum.ZERO));
        List<ReductionProof> proofs = new ArrayList<>();
        for (int n = 1; n <= maxN; n++) {
            ReductionProof proof = n <= 2 ? baseCase(n) : prove(n, proved);
            proofs.add(proof);
            proved.add(proof.result());
        }
        return proofs;
    }

    private ReductionProof baseCase(int n) {
        // S1 and S2 are themselves a square and a domino: nothing to check that would not restate itself
        ReducedSum result = n == 1 ? new ReducedSum(1, 0) : new ReducedSum(0, 1);
        return new ReductionProof(n, true, List.of(), List.of(), List.of(), List.of(), result, result, result,
                List.of());
    }

    private ReductionProof prove(int n, List<ReducedSum> proved) {
        List<CheckedClaim> checks = new ArrayList<>();
        List<OptionLine> left = options(n, Player.LEFT, proved);
        List<OptionLine> right = options(n, Player.RIGHT, proved);
        List<OptionGroup> leftGroups = groups(left, Player.LEFT);
        List<OptionGroup> rightGroups = groups(right, Player.RIGHT);
        checks.addAll(optionChecks(left));
        checks.addAll(optionChecks(right));
        leftGroups.forEach(g -> g.domination().ifPresent(d -> checks.add(d.check())));
        rightGroups.forEach(g -> g.domination().ifPresent(d -> checks.add(d.check())));
        ReducedSum a = survivor(n, leftGroups, Player.LEFT);
        ReducedSum b = survivor(n, rightGroups, Player.RIGHT);
        ReducedSum result = lemma3Result(n, a, b);
        checks.addAll(conclusionChecks(n, a, b, result));
        return new ReductionProof(n, false, left, leftGroups, right, rightGroups, a, b, result, checks);
    }

    /** Every option S_i + S_{n-w-i} of {@code player}, i = 0 .. n-w, with its reduction by induction. */
    private static List<OptionLine> options(int n, Player player, List<ReducedSum> proved) {
        List<OptionLine> lines = new ArrayList<>();
        for (StripCut cut : StripMoves.cuts(player, n)) {
            int i = cut.leftPart();
            int rest = cut.rightPart();
            ReducedSum ri = proved.get(i);
            ReducedSum rr = proved.get(rest);
            lines.add(new OptionLine(i, rest, Position.of(i, rest), ri, rr, ri.plus(rr)));
        }
        return lines;
    }

    /** Groups options by (i mod 3, reduction) and marks the groups whose reduction is dominated. */
    private List<OptionGroup> groups(List<OptionLine> lines, Player player) {
        Map<List<Object>, List<OptionLine>> byKey = new LinkedHashMap<>();
        for (int residue = 0; residue < 3; residue++) {
            for (OptionLine line : lines) {
                if (line.residue() == residue) {
                    byKey.computeIfAbsent(List.of(residue, line.reduction()), key -> new ArrayList<>()).add(line);
                }
            }
        }
        List<ReducedSum> values = lines.stream().map(OptionLine::reduction).distinct().toList();
        List<OptionGroup> groups = new ArrayList<>();
        for (List<OptionLine> members : byKey.values()) {
            ReducedSum value = members.get(0).reduction();
            groups.add(new OptionGroup(members.get(0).residue(), members.stream().map(OptionLine::i).toList(),
                    value, domination(value, values, player)));
        }
        return groups;
    }

    /**
     * The domination of {@code value} for {@code player} by another option's reduction, if any: for
     * Left, G0 + 2d·S1 is dominated by G0 + d·S2; for Right, G0 + d·S2 by G0 + 2d·S1. Corollary 3
     * gives S2 ≥ 2S1 (mod K), and adding G0 of K keeps ≥ (not necessarily strictness), which is all
     * that removing a dominated option needs.
     */
    private Optional<Domination> domination(ReducedSum value, List<ReducedSum> values, Player player) {
        for (ReducedSum other : values) {
            ReducedSum squares = player == Player.LEFT ? value : other;
            ReducedSum dominoes = player == Player.LEFT ? other : value;
            int d = dominoes.j() - squares.j();
            if (d > 0 && squares.k() - dominoes.k() == 2 * d) {
                return Optional.of(dominationOf(value, other, new ReducedSum(dominoes.k(), squares.j()), d, player));
            }
        }
        return Optional.empty();
    }

    private Domination dominationOf(ReducedSum value, ReducedSum other, ReducedSum g0, int d, Player player) {
        String twoSquares = (2 * d) + "S1";
        String dominoes = d == 1 ? "S2" : d + "S2";
        String reason = "Milley's Corollary 3: S2 ≥ 2S1 " + KaylesUniverse.MODULO + (d > 1 ? ", applied " + d + " times" : "")
                + ", so G0 + " + twoSquares + " ≤ G0 + " + dominoes + " " + KaylesUniverse.MODULO + " with G0 = " + g0 + "; "
                + player.title() + (player == Player.LEFT ? " keeps the larger, " : " keeps the smaller, ")
                + other;
        ModularComparison cmp = comparator.compare(value.toPosition(), other.toPosition());
        boolean holds = player == Player.LEFT ? cmp.atMost() : cmp.atLeast();
        String relation = player == Player.LEFT ? " ≤ " : " ≥ ";
        CheckedClaim check = cmp.check(value + relation + other + " " + KaylesUniverse.MODULO, holds);
        return new Domination(value, other, g0, d, reason, check);
    }

    /**
     * Each distinct option S_i + S_rest (up to mirror symmetry) is equivalent to its reduction. An option
     * made of strips of length at most 2 is its own reduction: comparing it with itself would check
     * nothing, so it is not counted as a check.
     */
    private List<CheckedClaim> optionChecks(List<OptionLine> lines) {
        List<CheckedClaim> checks = new ArrayList<>();
        List<Position> seen = new ArrayList<>();
        for (OptionLine line : lines) {
            if (seen.contains(line.option()) || line.option().equals(line.reduction().toPosition())) {
                continue;
            }
            seen.add(line.option());
            ModularComparison cmp = comparator.compare(line.option(), line.reduction().toPosition());
            checks.add(cmp.check(StripNotation.of(line.option()) + " ≡ " + line.reduction() + " " + KaylesUniverse.MODULO,
                    ModularRelation.EQUIVALENT));
        }
        return checks;
    }

    private static ReducedSum survivor(int n, List<OptionGroup> groups, Player player) {
        List<ReducedSum> kept = groups.stream().filter(g -> !g.dominated()).map(OptionGroup::reduction)
                .distinct().toList();
        if (kept.size() != 1) {
            throw new IllegalStateException("the derivation for S" + n + " leaves " + player.title()
                    + " with " + kept.size() + " undominated options " + kept + "; Corollary 3 does not settle it");
        }
        return kept.get(0);
    }

    /** Lemma 3 (corrected): kS1 + jS2 ≡ {(k−1)S1 + jS2 | kS1 + (j−1)S2} for k, j ≥ 1. */
    private static ReducedSum lemma3Result(int n, ReducedSum a, ReducedSum b) {
        int k = a.k() + 1;
        int j = a.j();
        if (j < 1 || b.k() != k || b.j() != j - 1) {
            throw new IllegalStateException("S" + n + " ≡ {" + a + " | " + b + "} is not of the form"
                    + " {(k−1)S1 + jS2 | kS1 + (j−1)S2} that Lemma 3 needs");
        }
        return new ReducedSum(k, j);
    }

    private List<CheckedClaim> conclusionChecks(int n, ReducedSum a, ReducedSum b, ReducedSum result) {
        GameForm form = lemma3Form(a, b);
        Position strip = Position.of(n);
        List<CheckedClaim> checks = new ArrayList<>();
        checks.add(comparator.compare(GameSum.of(strip), GameSum.of(form))
                .check("S" + n + " ≡ " + form.name() + " " + KaylesUniverse.MODULO, ModularRelation.EQUIVALENT));
        checks.add(comparator.compare(GameSum.of(form), GameSum.of(result.toPosition()))
                .check("Lemma 3: " + form.name() + " ≡ " + result + " " + KaylesUniverse.MODULO, ModularRelation.EQUIVALENT));
        checks.add(comparator.compare(strip, result.toPosition())
                .check("S" + n + " ≡ " + result + " " + KaylesUniverse.MODULO, ModularRelation.EQUIVALENT));
        ReducedSum stated = MilleyFormulas.theorem1Reduction(n);
        String claim = "the derived reduction is Theorem 1's";
        checks.add(CheckedClaim.computed(claim, claim, "the reduction this derivation reaches against the closed form of"
                + " Theorem 1", "derived " + result + ", Theorem 1 states " + stated, stated.equals(result)));
        return checks;
    }

    /** The game {A | B} with one left option A and one right option B, both sums of squares and dominoes. */
    public static GameForm lemma3Form(ReducedSum a, ReducedSum b) {
        return new GameForm("{" + a + " | " + b + "}", List.of(GameSum.of(a.toPosition())),
                List.of(GameSum.of(b.toPosition())));
    }
}
