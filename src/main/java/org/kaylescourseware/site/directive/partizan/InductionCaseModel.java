package org.kaylescourseware.site.directive.partizan;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import org.kaylescourseware.game.Player;
import org.kaylescourseware.partizan.symbolic.SymbolicSum;
import org.kaylescourseware.partizan.symbolic.Theorem1Case;

/**
 * What the partial of one case of Theorem 1's general proof shows, every formula as TeX: each
 * player's sub-cases with the other strip's length, the range of j, the induction hypothesis and the
 * option; the distinct options with the dominated one struck; Lemma 3's conclusion; the boundary
 * values of k; and how many symbolic checks held.
 */
record InductionCaseModel(String id, String name, List<Side> sides, String lemma3, String conclusion,
        List<String> boundaries, int checks) {

    record Side(String player, String option, List<Row> rows, List<Distinct> distinct, String domination,
            String survivor) {
    }

    record Row(String index, String rest, String range, String reduction, String option) {
    }

    record Distinct(String form, String subcases, boolean dominated) {
    }

    private static final String MOD_K = " \\pmod{\\mathcal{K}}";

    /** The anchor of a case, for the worked examples to link to: {@code milley-case-3k1}. */
    static String id(int residue) {
        return "milley-case-3k" + (residue == 0 ? "" : Integer.toString(residue));
    }

    static InductionCaseModel of(Theorem1Case c) {
        List<Side> sides = List.of(side(c.left(), 1), side(c.right(), 2));
        SymbolicSum result = c.result();
        String lemma3 = "\\{" + c.left().survivor().tex() + " \\mid " + c.right().survivor().tex() + "\\} \\equiv "
                + result.tex() + MOD_K;
        String conclusion = "S_n \\equiv " + result.tex() + MOD_K;
        return new InductionCaseModel(id(c.residue()), c.name(), sides, lemma3, conclusion, c.boundaries(),
                c.allChecks().size());
    }

    private static Side side(Theorem1Case.Side side, int width) {
        List<Row> rows = new ArrayList<>();
        for (Theorem1Case.Subcase sub : side.subcases()) {
            rows.add(row(sub, width));
        }
        List<Distinct> distinct = new ArrayList<>();
        for (Theorem1Case.DistinctOption d : side.distinct()) {
            String residues = d.residues().stream().map(Object::toString).collect(Collectors.joining(", "));
            distinct.add(new Distinct(d.form().tex(), "i \\equiv " + residues + " \\pmod 3", d.dominated()));
        }
        String domination = side.common().map(g0 -> domination(side.player(), g0)).orElse("");
        return new Side(side.player().title(), "S_i + S_{n-" + width + "-i}", rows, distinct, domination,
                side.survivor().tex());
    }

    private static Row row(Theorem1Case.Subcase sub, int width) {
        String quotient = sub.restQuotient().tex();
        String split = "3(" + quotient + ")" + (sub.restResidue() == 0 ? "" : " + " + sub.restResidue());
        String rest = "n - " + width + " - i = " + sub.rest().tex() + " = " + split;
        String range = "0 \\le j \\le " + sub.largestJ().tex();
        String reduction = "S_i + S_{n-" + width + "-i} \\equiv " + sub.reductionOfI().tex() + " + "
                + sub.reductionOfRest().tex();
        return new Row("i = " + sub.index().tex(), rest, range, reduction, sub.option().tex());
    }

    /** The inequality that strikes one option out, and which one the player keeps. */
    private static String domination(Player player, SymbolicSum g0) {
        SymbolicSum squares = g0.plus(SymbolicSum.SQUARE).plus(SymbolicSum.SQUARE);
        SymbolicSum domino = g0.plus(SymbolicSum.DOMINO);
        String less = "G_0 + 2S_1 = " + squares.tex() + " \\le G_0 + S_2 = " + domino.tex() + MOD_K;
        String keeps = player == Player.LEFT ? "\\text{Left keeps the larger}" : "\\text{Right keeps the smaller}";
        return "G_0 := " + g0.tex() + ": \\quad " + less + ", \\quad " + keeps;
    }
}
