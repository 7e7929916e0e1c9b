package org.kaylescourseware.site.directive.partizan;

import java.util.ArrayList;
import java.util.List;
import org.kaylescourseware.partizan.symbolic.DifferenceIdentities;
import org.kaylescourseware.partizan.symbolic.LinearForm;
import org.kaylescourseware.partizan.symbolic.SymbolicCheck;
import org.kaylescourseware.partizan.symbolic.SymbolicSum;
import org.kaylescourseware.site.directive.Directive;
import org.kaylescourseware.site.directive.DirectiveArguments;
import org.kaylescourseware.site.directive.Parameter;
import org.kaylescourseware.site.directive.SolverSession;
import org.kaylescourseware.site.source.SourceException;

/**
 * {@code milley-identities which=theorem3}: the identities a proof of Milley (2015) computes with
 * (Theorem 3, Corollary 4 or Corollary 5), each checked coefficient by coefficient at build time,
 * with the two sides compared. One that fails fails the build.
 */
public final class MilleyIdentitiesDirective implements Directive {

    private static final Parameter<String> WHICH = Parameter.choice("which", "whose identities", List.of("theorem3",
            "corollary4", "corollary5"));
    private static final Parameter<String> WRITTEN = Parameter.text("written", "the proof's side of each identity, separated"
            + " by ';': theorem3 \"0; 1; -1; 3y\" (what strips of length 3a, 3a + 1, 3a + 2 add to k − j, and"
            + " (x + 2y) − (x − y)), corollary4 \"0; 3\" (what S1 + S2 adds to k − j and to the cells), corollary5"
            + " \"kS1 + kS2\" (the reduction of S_{3k})");

    record Identities(List<Identity> identities) {
    }

    record Identity(StripFormula step, StripFormula claimed, StripFormula derived, StripFormula compared) {
    }

    @Override
    public String kind() {
        return "milley-identities";
    }

    @Override
    public List<Parameter<?>> parameters() {
        return List.of(WHICH, WRITTEN);
    }

    @Override
    public Record model(DirectiveArguments arguments, SolverSession solver) {
        List<SymbolicCheck> checks = written(arguments);
        List<Identity> identities = new ArrayList<>();
        for (SymbolicCheck c : checks) {
            if (!c.holds()) {
                throw new SourceException(arguments.location(WRITTEN), kind() + ": " + c.verdict());
            }
            identities.add(new Identity(StripFormula.of(c.step()), StripFormula.of(c.claimed()),
                    StripFormula.of(c.derived()), StripFormula.of(computedSide(c.compared()))));
        }
        return new Identities(identities);
    }

    /**
     * What the written side is compared with, without the written side: "the k − j of (k + 1)S1 + (j + 1)S2 minus that of kS1 +
     * jS2" from "0 against the k − j of ..." (the page printed both, "0, as the proof writes it, against 0 against the k − j of
     * ...": the sixth referee).
     */
    static String computedSide(String compared) {
        int against = compared.indexOf(" against ");
        return against < 0 ? compared : compared.substring(against + " against ".length());
    }

    /** The identities with the sides the lesson writes, read from {@code written=}. */
    private static List<SymbolicCheck> written(DirectiveArguments arguments) {
        List<String> parts = List.of(arguments.get(WRITTEN).split(";")).stream().map(String::strip).toList();
        try {
            return switch (arguments.get(WHICH)) {
                case "theorem3" -> DifferenceIdentities.theorem3(parts.stream().map(LinearForm::parse).toList());
                case "corollary4" -> DifferenceIdentities.corollary4(parts.stream().map(LinearForm::parse).toList());
                default -> DifferenceIdentities.corollary5(SymbolicSum.parse(String.join(";", parts)));
            };
        } catch (IllegalArgumentException e) {
            throw arguments.fail(WRITTEN, e.getMessage());
        }
    }
}
