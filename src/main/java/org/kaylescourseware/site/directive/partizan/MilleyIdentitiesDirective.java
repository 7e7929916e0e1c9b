package org.kaylescourseware.site.directive.partizan;

import java.util.ArrayList;
import java.util.List;
import org.kaylescourseware.partizan.symbolic.DifferenceIdentities;
import org.kaylescourseware.partizan.symbolic.SymbolicCheck;
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
        return List.of(WHICH);
    }

    @Override
    public Record model(DirectiveArguments arguments, SolverSession solver) {
        List<SymbolicCheck> checks = switch (arguments.get(WHICH)) {
            case "theorem3" -> DifferenceIdentities.theorem3();
            case "corollary4" -> DifferenceIdentities.corollary4();
            default -> DifferenceIdentities.corollary5();
        };
        List<Identity> identities = new ArrayList<>();
        for (SymbolicCheck c : checks) {
            if (!c.holds()) {
                throw new SourceException(arguments.location(WHICH), kind() + ": " + c.verdict());
            }
            identities.add(new Identity(StripFormula.of(c.step()), StripFormula.of(c.claimed()),
                    StripFormula.of(c.derived()), StripFormula.of(c.compared())));
        }
        return new Identities(identities);
    }
}
