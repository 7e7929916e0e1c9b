<#-- A source's claims checked at build time: model is a SourceClaims. Import with:
     <#import "/partials/lib/claims.ftl" as claims> then <@claims.show model/>. A claim that holds is a
     ✓ line; one that fails is shown plain, inside the lesson's numbered erratum block (::: erratum). -->
<#import "/partials/lib/boxes.ftl" as boxes>
<#import "/partials/lib/text.ftl" as t>
<#macro show model>
<#list model.claims as c>
<#if c.checked.holds>
<@boxes.check title=c.box.title?cap_first + ": the source's claim holds">
<dl>
<dt>Source</dt><dd><@t.rich c.box.source/></dd>
<dt>Claim</dt><dd><@t.rich c.box.claim/></dd>
<dt>In fact</dt><dd><@t.rich c.box.correction/></dd>
<dt>Check</dt><dd><@t.rich c.box.check/></dd>
</dl>
</@boxes.check>
<#else>
<@boxes.erratumDetails box=c.box/>
</#if>
</#list>
</#macro>
