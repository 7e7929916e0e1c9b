package org.kaylescourseware.site.directive.partizan;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import org.kaylescourseware.claim.CheckedClaim;
import org.kaylescourseware.partizan.KaylesUniverse;
import org.kaylescourseware.partizan.StripNotation;
import org.kaylescourseware.partizan.milley.OptionGroup;
import org.kaylescourseware.partizan.milley.OptionLine;
import org.kaylescourseware.partizan.milley.ReductionProof;
import org.kaylescourseware.partizan.modular.ReducedSum;
import org.kaylescourseware.site.directive.Directive;
import org.kaylescourseware.site.directive.DirectiveArguments;
import org.kaylescourseware.site.directive.Parameter;
import org.kaylescourseware.site.directive.SolverSession;

/**
 * {@code reduction-proofs from=1 to=15}: the generated proofs of Theorem 1 (Milley 2015), one per
 * strip S_n, in the style of the paper's hand reductions of S3, S4 and S5: each player's options
 * with their already-proved reductions, grouped by i mod 3, the dominated groups struck out with
 * Corollary 3 as the reason, and Lemma 3 to conclude. Every step carries the check that verified it.
 */
public final class ReductionProofsDirective implements Directive {

    /** The strips whose proofs are shown open, as in the paper's worked examples. */
    private static final int FIRST_OPEN = 3;
    private static final int LAST_OPEN = 5;

    record ProofsModel(int from, int to, int testBound, int testPositions, boolean allVerified, List<Proof> proofs) {
    }

    /**
     * One strip's proof; {@code caseId} and {@code caseName} name the case of the general proof of
     * Theorem 1 it instantiates, and {@code k} its k (none for the base cases S1 and S2).
     */
    record Proof(int n, String id, boolean open, boolean baseCase, String caseId, String caseName, int k,
            String theoremCase, StripFormula summary,
            List<Option> leftOptions, List<Group> leftGroups, List<Option> rightOptions, List<Group> rightGroups,
            StripFormula survivors, StripFormula lemma3, StripFormula conclusion, List<Check> checks,
            int checksHolding, boolean verified) {
    }

    /**
     * An option and whether its equivalence with its reduction was checked modulo K and held; an option of
     * strips of length at most 2 is already its reduction, and nothing is checked.
     */
    record Option(int i, int rest, StripFormula derivation, boolean checked, boolean alreadyReduced) {
    }

    /** Options with i ≡ residue (mod 3) sharing one reduction; struck out when dominated. */
    record Group(int residue, StripFormula options, StripFormula reduction, boolean struck, StripFormula reason,
            StripFormula check, boolean checkHolds) {
    }

    record Check(StripFormula claim, boolean holds, StripFormula evidence) {
    }


    private static final Parameter<Integer> FROM = Parameter.integer("from", "the first strip length", 1,
            Parameter.LARGEST).orElse(1);
    private static final Parameter<Integer> TO = Parameter.integer("to",
            "the last strip length, at most the study's bound", 1, Parameter.LARGEST).orElse(0, "the study's bound");

    @Override
    public String kind() {
        return "reduction-proofs";
    }

    @Override
    public List<Parameter<?>> parameters() {
        return List.of(FROM, TO);
    }

    @Override
    public Record model(DirectiveArguments arguments, SolverSession solver) {
        PartizanStudies.Study study = PartizanStudies.lesson(solver);
        int max = study.bounds().maxStrip();
        int from = arguments.within(FROM, 1, max);
        int to = arguments.has(TO) ? arguments.within(TO, from, max) : max;
        List<Proof> proofs = new ArrayList<>();
        for (ReductionProof proof : study.proofs.subList(from - 1, to)) {
            proofs.add(proof(proof));
        }
        return new ProofsModel(from, to, study.bounds().testBound(), study.testPositions(),
                proofs.stream().allMatch(Proof::verified), proofs);
    }

    private static Proof proof(ReductionProof p) {
        List<Check> checks = p.checks().stream().map(ReductionProofsDirective::check).toList();
        int holding = (int) p.checks().stream().filter(CheckedClaim::holds).count();
        boolean open = p.n() >= FIRST_OPEN && p.n() <= LAST_OPEN;
        String summary = "S" + p.n() + " ≡ " + p.result();
        if (p.baseCase()) {
            return new Proof(p.n(), "proof-s" + p.n(), open, true, "", "", 0, "", StripFormula.of(summary), List.of(),
                    List.of(), List.of(), List.of(), StripFormula.of(""), StripFormula.of(""), StripFormula.of(p.conclusion()),
                    checks, holding, p.verified());
        }
        ReducedSum a = p.leftOption();
        ReducedSum b = p.rightOption();
        String survivors = "S" + p.n() + " ≡ {" + a + " | " + b + "} " + KaylesUniverse.MODULO;
        String lemma3 = "Milley's Lemma 3 with k = " + p.result().k() + ", j = " + p.result().j() + ": {" + a + " | " + b
                + "} ≡ " + p.result() + " " + KaylesUniverse.MODULO;
        String caseName = "n = 3k" + (p.n() % 3 == 0 ? "" : " + " + p.n() % 3);
        return new Proof(p.n(), "proof-s" + p.n(), open, false, InductionCaseModel.id(p.n() % 3), caseName, p.n() / 3,
                p.theoremCase(), StripFormula.of(summary),
                options(p.leftOptions(), p.checks()), groups(p.leftGroups(), p.leftOptions()),
                options(p.rightOptions(), p.checks()),
                groups(p.rightGroups(), p.rightOptions()), StripFormula.of(survivors), StripFormula.of(lemma3),
                StripFormula.of(p.conclusion()), checks, holding, p.verified());
    }

    /** Each option with its check: the proof checks S_i + S_rest ≡ its reduction once per distinct option. */
    private static List<Option> options(List<OptionLine> lines, List<CheckedClaim> checks) {
        List<Option> options = new ArrayList<>();
        for (OptionLine l : lines) {
            String claim = StripNotation.of(l.option()) + " ≡ " + l.reduction() + " " + KaylesUniverse.MODULO;
            boolean checked = checks.stream().anyMatch(c -> c.statement().equals(claim) && c.holds());
            boolean alreadyReduced = l.option().equals(l.reduction().toPosition());
            options.add(new Option(l.i(), l.rest(), StripFormula.of(l.derivation()), checked, alreadyReduced));
        }
        return options;
    }

    private static List<Group> groups(List<OptionGroup> groups, List<OptionLine> lines) {
        List<Group> shown = new ArrayList<>();
        for (OptionGroup g : groups) {
            String options = lines.stream().filter(l -> g.indices().contains(l.i()))
                    .map(l -> "S" + l.i() + " + S" + l.rest()).collect(Collectors.joining(", "));
            String reason = g.domination().map(d -> d.reason()).orElse("");
            String check = g.domination().map(d -> d.check().evidence()).orElse("");
            boolean holds = g.domination().map(d -> d.check().holds()).orElse(true);
            shown.add(new Group(g.residue(), StripFormula.of(options), StripFormula.of(g.reduction().toString()),
                    g.dominated(), StripFormula.of(reason), StripFormula.of(check), holds));
        }
        return shown;
    }

    private static Check check(CheckedClaim c) {
        return new Check(StripFormula.of(c.statement()), c.holds(), StripFormula.of(c.evidence()));
    }
}
